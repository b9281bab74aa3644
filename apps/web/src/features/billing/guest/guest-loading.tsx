import { Center } from '@mantine/core';
import { LoadingIndicator } from '../../../ui/loading-indicator';

/** What a guest's payment screen shows while its server state loads. */
export function GuestLoading() {
  return (
    <Center mih={200} role="status">
      <LoadingIndicator />
    </Center>
  );
}
