import { Center } from '@mantine/core';
import { LoadingIndicator } from '../../ui/loading-indicator';

/** A loading indicator screen readers announce (a status with hidden text; the spinner itself is decorative). */
export function Busy({ testId }: { testId?: string }) {
  return (
    <Center py="xl" role="status" data-testid={testId}>
      <LoadingIndicator />
    </Center>
  );
}
