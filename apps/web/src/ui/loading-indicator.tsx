import { Loader, type LoaderProps, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/use-t';
import { useLoaderTimeout } from '../lib/loader-timeout';

/**
 * A spinner screen readers read as "loading" (or `label`): the spinner itself is decorative and the word is hidden
 * text (a label on the spinner's span is not allowed: it has no role). Put it in a role="status" container to
 * announce it. Still loading after 60 s, it says so instead: 'Tempo limite atingido ao carregar dados!' (spec
 * section 9, lib/loader-timeout.ts); what arrives later still replaces it. Every loader that waits on data uses it.
 */
export function LoadingIndicator({ label, ...props }: Omit<LoaderProps, 'aria-label'> & { label?: string }) {
  const { t } = useT();
  const timedOut = useLoaderTimeout(true);
  if (timedOut) {
    return (
      <Text c="dimmed" data-testid="loader-timeout">
        {t('common.status.timeout')}
      </Text>
    );
  }
  return (
    <>
      <Loader {...props} aria-hidden />
      <VisuallyHidden>{label ?? t('common.status.loading')}</VisuallyHidden>
    </>
  );
}
