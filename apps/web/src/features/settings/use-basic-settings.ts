import type { BasicSettingsReply } from '@gm/contracts/institutions/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { useLiveRefetch } from '../../lib/api/live-refetch';
import { notify } from '../../lib/notify';
import { applyContext, readBasicSettings, settingsKeys } from './api';

/**
 * The hotel's basic settings: read once, read again when another administrator changes them (institution.changed),
 * and after each save put in the cache and in the session's context (flags, name, colour apply to this tab at once).
 */
export function useBasicSettings() {
  const query = useQuery({ queryKey: settingsKeys.basic(), queryFn: readBasicSettings });
  useLiveRefetch(['institution.changed'], settingsKeys.basic());
  // Another administrator's change reaches this tab's context too.
  const data = query.data;
  useEffect(() => {
    if (data) applyContext(data);
  }, [data]);
  return query;
}

/** What a successful save does: the reply into the cache and the context, and the confirmation toast. */
export function useSaved(): (reply: BasicSettingsReply) => void {
  const client = useQueryClient();
  const { t } = useT();
  return useCallback(
    (reply: BasicSettingsReply) => {
      client.setQueryData(settingsKeys.basic(), reply);
      applyContext(reply);
      notify('success', t('settings.basic.saved'));
    },
    [client, t],
  );
}
