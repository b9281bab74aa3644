import { Loader, type LoaderProps, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { LOADER_TIMEOUT_MS } from '../lib/constants';

/**
 * A spinner screen readers read as "loading": the spinner itself is decorative and the word is hidden text (a
 * label on the spinner's span is not allowed: it has no role). Put it in a role="status" container to announce it.
 * Still loading after 60 s, it says so instead: 'Tempo limite atingido ao carregar dados!' (spec section 9); what
 * arrives later still replaces it.
 */
export function LoadingIndicator(props: Omit<LoaderProps, 'aria-label'>) {
  const { t } = useT();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), LOADER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
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
      <VisuallyHidden>{t('common.status.loading')}</VisuallyHidden>
    </>
  );
}
