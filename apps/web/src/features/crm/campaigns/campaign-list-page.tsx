import type { DetailedCampaign } from '@gm/contracts/crm/campaign-replies';
import { formatDateTime } from '@gm/domain/format';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, navigate } from '../../../lib/navigation';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../../lib/use-list-query';
import type { DataColumn } from '../../../ui/data-table';
import { ListPage } from '../../../ui/list-page';
import { campaignKeys, listCampaignsDetailed } from './api';
import { CampaignStatusBadge, useCampaignActions } from './campaign-actions';
import { CAMPAIGN_STATUS_OPTIONS, detailsPath } from './paths';
import { formatRate, listStatusMessage } from './status-message';

/** The campaign list shows 50 a page, with no choice of page size (spec section 9). */
export const CAMPAIGN_PAGE_SIZE = 50;

/**
 * /tagpanel/campaign/list: the hotel's campaigns, 50 a page, each with its status (and the first paragraph of its
 * message), schedule, counts and rates; pause or resume, remove with a confirmation, open the details.
 */
export function CampaignListPage() {
  const { t, language } = useT();
  const timeZone = useHotelTimeZone();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [status, setStatus] = useState('');
  const filters = useMemo(
    () => ({ search: search || undefined, status: (status || undefined) as DetailedCampaign['status'] | undefined }),
    [search, status],
  );
  const list = useListQuery<DetailedCampaign, typeof filters>({
    queryKey: campaignKeys.lists,
    fetch: (w, f) => listCampaignsDetailed({ ...f, offset: w.offset, limit: w.limit }),
    filters,
    pageSize: CAMPAIGN_PAGE_SIZE,
    live: ['campaigns.changed'],
  });
  const actions = useCampaignActions();
  const columns: DataColumn<DetailedCampaign>[] = [
    {
      key: 'name',
      headerKey: 'crmCampaigns.fields.name',
      cell: (c) => (
        <Stack gap={2}>
          <Link to={detailsPath(c.id)}>{c.name}</Link>
          <Text size="xs" c="dimmed">
            {c.segmentName ?? t('crmCampaigns.list.segmentGone')} · {c.templateName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      headerKey: 'crmCampaigns.fields.status',
      cell: (c) => (
        <Stack gap={2} maw={280}>
          <CampaignStatusBadge status={c.status} />
          {c.statusMessage && (
            <Text size="xs" style={{ whiteSpace: 'pre-line' }} data-testid="campaign-status-message">
              {listStatusMessage(c.statusMessage)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'schedule',
      headerKey: 'crmCampaigns.fields.schedule',
      cell: (c) => (
        <Stack gap={2}>
          <Text size="sm">{t(`crmCampaigns.schedule.${c.scheduleKind === 'recurring' ? (c.recurrence ?? 'daily') : c.scheduleKind}`)}</Text>
          {c.nextRunAt && (
            <Text size="xs" c="dimmed">
              {t('crmCampaigns.list.nextRun', { at: formatDateTime(c.nextRunAt, timeZone) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'audience', headerKey: 'crmCampaigns.fields.audience', numeric: true, cell: (c) => c.estimatedAudience ?? '–' },
    { key: 'delivered', headerKey: 'crmCampaigns.figures.delivered', numeric: true, cell: (c) => c.counts.delivered },
    {
      key: 'opened',
      headerKey: 'crmCampaigns.figures.opened',
      numeric: true,
      cell: (c) => `${c.counts.opened} (${formatRate(c.rates.open, language)})`,
    },
    {
      key: 'clicked',
      headerKey: 'crmCampaigns.figures.clicked',
      numeric: true,
      cell: (c) => `${c.counts.clicked} (${formatRate(c.rates.click, language)})`,
    },
    { key: 'failed', headerKey: 'crmCampaigns.figures.failed', numeric: true, cell: (c) => c.counts.failed },
    { key: 'unsubscribed', headerKey: 'crmCampaigns.figures.unsubscribed', numeric: true, cell: (c) => c.counts.unsubscribed },
    { key: 'actions', headerKey: 'crmCampaigns.list.actions', align: 'right', cell: (c) => actions.buttons(c) },
  ];
  return (
    <ListPage
      title={t('shell.nav.crmCampaigns')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => navigate('/tagpanel/campaign/new')}>
          {t('crmCampaigns.list.new')}
        </Button>
      }
      filtersLabel={t('crmCampaigns.list.filters')}
      filters={
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t('crmCampaigns.list.search')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={80}
            w={300}
          />
          <NativeSelect
            label={t('crmCampaigns.fields.status')}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
            data={[
              { value: '', label: t('crmCampaigns.list.anyStatus') },
              ...CAMPAIGN_STATUS_OPTIONS.map((s) => ({ value: s, label: t(`crmCampaigns.status.${s}`) })),
            ]}
            w={200}
          />
        </Group>
      }
      list={list}
      table={{
        columns,
        rowKey: (c) => c.id,
        empty: t('crmCampaigns.list.empty'),
        testId: 'campaigns-table',
        rowProps: (c) => ({ 'data-testid': 'campaign-row', 'data-name': c.name }),
        onOpen: (c) => navigate(detailsPath(c.id)),
        minWidth: 1100,
      }}
    >
      {actions.modal}
    </ListPage>
  );
}
