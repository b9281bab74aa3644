import type { CampaignSummary } from '@gm/contracts/crm/campaign-replies';
import { Badge, Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { applyWrite } from '../../../lib/api/mutations';
import { notify, notifyError } from '../../../lib/notify';
import { AppModal } from '../../../ui/app-modal';
import { activateCampaign, campaignKeys, pauseResumeCampaign, removeCampaigns } from './api';

type Campaign = Pick<CampaignSummary, 'id' | 'name' | 'status'>;

const COLORS: Record<CampaignSummary['status'], string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'teal',
  paused: 'yellow',
  finished: 'green',
  failed: 'red',
};

/** A campaign's status as a badge, in the user's language. */
export function CampaignStatusBadge({ status }: { status: CampaignSummary['status'] }) {
  const { t } = useT();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="campaign-status" data-status={status}>
      {t(`crmCampaigns.status.${status}`)}
    </Badge>
  );
}

/**
 * Pause, resume, activate and remove (with its confirmation) for the list, the details and the legacy screen; each
 * change refreshes the lists and the campaign's details.
 */
export function useCampaignActions(onRemoved?: () => void): {
  buttons: (c: Campaign) => ReactNode;
  modal: ReactNode;
} {
  const { t } = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Campaign | null>(null);
  const refresh = (id: number) => applyWrite(client, { lists: [campaignKeys.lists, campaignKeys.detail(id), campaignKeys.contacts(id)] });
  const run = async (c: Campaign, action: 'pause' | 'resume' | 'activate') => {
    setBusy(c.id);
    try {
      if (action === 'activate') await activateCampaign(c.id);
      else await pauseResumeCampaign(c.id, action);
      await refresh(c.id);
      notify('success', t(`crmCampaigns.actions.done.${action}`, { name: c.name }));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(removing.id);
    try {
      await removeCampaigns([removing.id]);
      await refresh(removing.id);
      notify('success', t('crmCampaigns.actions.removed', { name: removing.name }));
      setRemoving(null);
      onRemoved?.();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  };
  const buttons = (c: Campaign) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {(c.status === 'scheduled' || c.status === 'sending') && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlayerPause size={14} aria-hidden="true" />}
          loading={busy === c.id}
          onClick={() => run(c, 'pause')}
          aria-label={t('crmCampaigns.actions.pauseOf', { name: c.name })}
        >
          {t('crmCampaigns.actions.pause')}
        </Button>
      )}
      {c.status === 'paused' && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
          loading={busy === c.id}
          onClick={() => run(c, 'resume')}
          aria-label={t('crmCampaigns.actions.resumeOf', { name: c.name })}
        >
          {t('crmCampaigns.actions.resume')}
        </Button>
      )}
      {c.status === 'draft' && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
          loading={busy === c.id}
          onClick={() => run(c, 'activate')}
          aria-label={t('crmCampaigns.actions.activateOf', { name: c.name })}
        >
          {t('crmCampaigns.actions.activate')}
        </Button>
      )}
      <Button
        variant="default"
        color="red.8"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={() => setRemoving(c)}
        aria-label={t('crmCampaigns.actions.removeOf', { name: c.name })}
      >
        {t('crmCampaigns.actions.remove')}
      </Button>
    </Group>
  );
  const modal = (
    <AppModal
      opened={removing !== null}
      onClose={() => setRemoving(null)}
      title={t('crmCampaigns.actions.removeTitle')}
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            {t('crmCampaigns.actions.cancel')}
          </Button>
          <Button color="red.8" onClick={remove} loading={removing !== null && busy === removing.id}>
            {t('crmCampaigns.actions.remove')}
          </Button>
        </Group>
      }
    >
      {t(
        removing?.status === 'sending' || removing?.status === 'scheduled'
          ? 'crmCampaigns.actions.removeTextActive'
          : 'crmCampaigns.actions.removeText',
        { name: removing?.name ?? '' },
      )}
    </AppModal>
  );
  return { buttons, modal };
}
