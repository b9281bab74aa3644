import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/use-t';

/** A loading indicator screen readers announce (a status with hidden text; the spinner itself is decorative). */
export function Busy({ testId }: { testId?: string }) {
  const { t } = useT();
  return (
    <Center py="xl" role="status" data-testid={testId}>
      <Loader aria-hidden />
      <VisuallyHidden>{t('common.status.loading')}</VisuallyHidden>
    </Center>
  );
}
