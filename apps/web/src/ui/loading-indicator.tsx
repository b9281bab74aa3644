import { Loader, type LoaderProps, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/use-t';

/**
 * A spinner screen readers read as "loading": the spinner itself is decorative and the word is hidden text (a
 * label on the spinner's span is not allowed: it has no role). Put it in a role="status" container to announce it.
 */
export function LoadingIndicator(props: Omit<LoaderProps, 'aria-label'>) {
  const { t } = useT();
  return (
    <>
      <Loader {...props} aria-hidden />
      <VisuallyHidden>{t('common.status.loading')}</VisuallyHidden>
    </>
  );
}
