import type { DetailedCampaign } from '@gm/contracts/crm/campaign-replies';
import { Button, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useListQuery } from '../../../../lib/use-list-query';
import { AppModal } from '../../../../ui/app-modal';
import type { DataColumn } from '../../../../ui/data-table';
import { ListPage } from '../../../../ui/list-page';
import { campaignKeys, listCampaignsDetailed } from '../api';
import { CampaignStatusBadge, useCampaignActions } from '../campaign-actions';
import { CampaignForm } from '../campaign-form';
import { CAMPAIGN_PAGE_SIZE } from '../campaign-list-page';
import { listStatusMessage } from '../status-message';

/**
 * /legacy-tagpanel/campaign: the campaigns for hotels without HASTAGPANELVDOIS, a plain list over the same services
 * (50 a page, no choice), with pause, resume, remove and a new campaign in a modal.
 */
export function LegacyCampaignsPage() {
  const { t } = useT();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [creating, setCreating] = useState(false);
  const list = useListQuery<DetailedCampaign, string>({
    queryKey: [...campaignKeys.lists, 'legacy'],
    fetch: (w, s) => listCampaignsDetailed({ search: s || undefined, offset: w.offset, limit: w.limit }),
    filters: search,
    pageSize: CAMPAIGN_PAGE_SIZE,
    live: ['campaigns.changed'],
  });
  const actions = useCampaignActions();
  const columns: DataColumn<DetailedCampaign>[] = [
    { key: 'name', headerKey: 'crmCampaigns.fields.name', cell: (c) => c.name },
    { key: 'status', headerKey: 'crmCampaigns.fields.status', cell: (c) => <CampaignStatusBadge status={c.status} /> },
    { key: 'message', headerKey: 'crmCampaigns.legacy.message', cell: (c) => listStatusMessage(c.statusMessage) || '–' },
    { key: 'delivered', headerKey: 'crmCampaigns.figures.delivered', numeric: true, cell: (c) => c.counts.delivered },
    { key: 'opened', headerKey: 'crmCampaigns.figures.opened', numeric: true, cell: (c) => c.counts.opened },
    { key: 'clicked', headerKey: 'crmCampaigns.figures.clicked', numeric: true, cell: (c) => c.counts.clicked },
    { key: 'failed', headerKey: 'crmCampaigns.figures.failed', numeric: true, cell: (c) => c.counts.failed },
    { key: 'actions', headerKey: 'crmCampaigns.list.actions', align: 'right', cell: (c) => actions.buttons(c) },
  ];
  return (
    <ListPage
      title={t('shell.nav.crmLegacyCampaigns')}
      description={t('crmCampaigns.legacy.description')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          {t('crmCampaigns.list.new')}
        </Button>
      }
      filtersLabel={t('crmCampaigns.list.filters')}
      filters={
        <TextInput
          type="search"
          label={t('crmCampaigns.list.search')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={80}
          w={300}
        />
      }
      list={list}
      table={{
        columns,
        rowKey: (c) => c.id,
        empty: t('crmCampaigns.list.empty'),
        testId: 'legacy-campaigns-table',
        rowProps: (c) => ({ 'data-testid': 'campaign-row', 'data-name': c.name }),
        minWidth: 960,
      }}
    >
      {actions.modal}
      <AppModal opened={creating} onClose={() => setCreating(false)} title={t('crmCampaigns.form.title')} size="lg">
        <CampaignForm compact onSaved={() => setCreating(false)} />
      </AppModal>
    </ListPage>
  );
}
