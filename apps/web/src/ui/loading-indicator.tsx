import { Loader, type LoaderProps, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { LOADER_TIMEOUT_MS } from '../lib/constants';

/**
 * A spinner screen readers read as "loading" (or `label`): the spinner itself is decorative and the word is hidden
 * text (a label on the spinner's span is not allowed: it has no role). Put it in a role="status" container to
 * announce it. Still loading after 60 s, it says so instead: 'Tempo limite atingido ao carregar dados!' (spec
 * section 9, useLoaderTimeout); what arrives later still replaces it. Every loader that waits on data uses it.
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

/**
 * Spec sections 8 and 9: a loader waiting on data (TanStack Query's cache, filled by a request) gives up saying
 * 'Tempo limite atingido ao carregar dados!' after 60 s. The legacy loaders polled their cache every 500 ms; the
 * query cache tells its subscribers the moment the data lands instead (decision 0080), so only the limit remains.
 * True once `waiting` has lasted `limitMs`; back to false when the wait ends (what arrives later still replaces it).
 */
export function useLoaderTimeout(waiting: boolean, limitMs = LOADER_TIMEOUT_MS): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    if (!waiting) return undefined;
    const timer = setTimeout(() => setTimedOut(true), limitMs);
    return () => clearTimeout(timer);
  }, [waiting, limitMs]);
  return waiting && timedOut;
}
