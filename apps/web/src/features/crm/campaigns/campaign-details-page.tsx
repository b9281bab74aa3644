import { DELIVERY_FIGURES } from '@gm/contracts/crm/campaign-inputs';
import type { CampaignContact, CampaignRun } from '@gm/contracts/crm/campaign-replies';
import { formatDateTime } from '@gm/domain/format';
import { Alert, Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Link, navigate } from '../../../lib/navigation';
import { errorMessage } from '../../../lib/notify';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../../lib/use-list-query';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { ListPage } from '../../../ui/list-page';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { campaignKeys, getCampaignContacts, getCampaignDetailsV2 } from './api';
import { CampaignStatusBadge, useCampaignActions } from './campaign-actions';
import { formatRate } from './status-message';

type Figure = (typeof DELIVERY_FIGURES)[number];

function Figure({ label, value, rate }: { label: string; value: number; rate?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid="campaign-figure" data-figure={label}>
        {value}
      </Text>
      {rate !== undefined && <Text size="sm">{rate}</Text>}
    </Paper>
  );
}

/**
 * /tagpanel/campaign/details/{id}: one campaign's settings, its figures (over every run, and per run), and its
 * e-mails with each one's status and times, paged; pause, resume or remove it here too.
 */
export function CampaignDetailsPage() {
  const { t, language } = useT();
  const timeZone = useHotelTimeZone();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const details = useQuery({ queryKey: campaignKeys.detail(id), queryFn: () => getCampaignDetailsV2(id), enabled: valid });
  const actions = useCampaignActions(() => navigate('/tagpanel/campaign/list'));
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [figure, setFigure] = useState('');
  const filters = useMemo(() => ({ search: search || undefined, status: (figure || undefined) as Figure | undefined }), [search, figure]);
  const contacts = useListQuery<CampaignContact, typeof filters>({
    queryKey: campaignKeys.contacts(id),
    fetch: (w, f) => getCampaignContacts({ id, ...f, offset: w.offset, limit: w.limit }),
    filters,
    pageSize: 25,
    pageSizes: [25, 50, 100],
    live: ['campaigns.changed'],
  });
  const at = (v: string | null) => (v ? formatDateTime(v, timeZone) : '–');
  const contactColumns: DataColumn<CampaignContact>[] = [
    { key: 'destination', headerKey: 'crmCampaigns.contacts.destination', cell: (c) => c.DESTINODELIV },
    { key: 'guest', headerKey: 'crmCampaigns.contacts.guest', cell: (c) => c.guestName ?? '–' },
    { key: 'status', headerKey: 'crmCampaigns.contacts.status', cell: (c) => t(`crmCampaigns.emailStatus.${c.STATUS}`) },
    { key: 'run', headerKey: 'crmCampaigns.contacts.run', numeric: true, cell: (c) => c.runNo },
    { key: 'created', headerKey: 'crmCampaigns.contacts.created', cell: (c) => at(c.DHINCLUSAO) },
    { key: 'delivered', headerKey: 'crmCampaigns.contacts.delivered', cell: (c) => at(c.DHDELIVERED) },
    { key: 'viewed', headerKey: 'crmCampaigns.contacts.viewed', cell: (c) => at(c.DHLASTVIEWED) },
    { key: 'visited', headerKey: 'crmCampaigns.contacts.visited', cell: (c) => at(c.DHVISITED) },
    { key: 'failed', headerKey: 'crmCampaigns.contacts.failed', cell: (c) => at(c.DHFAIL) },
    { key: 'message', headerKey: 'crmCampaigns.contacts.message', cell: (c) => c.MSGSTATUS || '–' },
  ];
  const runColumns: DataColumn<CampaignRun>[] = [
    { key: 'run', headerKey: 'crmCampaigns.contacts.run', numeric: true, cell: (r) => r.runNo },
    { key: 'started', headerKey: 'crmCampaigns.details.started', cell: (r) => at(r.startedAt) },
    { key: 'total', headerKey: 'crmCampaigns.figures.total', numeric: true, cell: (r) => r.counts.total },
    { key: 'delivered', headerKey: 'crmCampaigns.figures.delivered', numeric: true, cell: (r) => r.counts.delivered },
    { key: 'opened', headerKey: 'crmCampaigns.figures.openRate', numeric: true, cell: (r) => formatRate(r.rates.open, language) },
    { key: 'clicked', headerKey: 'crmCampaigns.figures.clickRate', numeric: true, cell: (r) => formatRate(r.rates.click, language) },
    { key: 'failed', headerKey: 'crmCampaigns.figures.failed', numeric: true, cell: (r) => r.counts.failed },
  ];
  if (!valid || details.error)
    return (
      <Alert color="red" role="alert">
        {details.error ? errorMessage(details.error) : t('crmCampaigns.details.notFound')}{' '}
        <Anchor component={Link} to="/tagpanel/campaign/list">
          {t('crmCampaigns.details.back')}
        </Anchor>
      </Alert>
    );
  const c = details.data;
  if (!c) return <LoadingIndicator label={t('crmCampaigns.details.loading')} />;
  const schedule = t(`crmCampaigns.schedule.${c.scheduleKind === 'recurring' ? (c.recurrence ?? 'daily') : c.scheduleKind}`);
  return (
    <ListPage
      title={c.name}
      description={
        <Stack gap={4}>
          <Group gap="xs">
            <CampaignStatusBadge status={c.status} />
            {actions.buttons(c)}
          </Group>
          {c.statusMessage && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {c.statusMessage}
            </Text>
          )}
          <Text size="sm">{c.description}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} mt="xs">
            <Text size="sm">{t('crmCampaigns.details.segment', { name: c.segmentName ?? t('crmCampaigns.list.segmentGone') })}</Text>
            <Text size="sm">{t('crmCampaigns.details.template', { name: c.templateName, subject: c.templateSubject })}</Text>
            <Text size="sm">{t('crmCampaigns.details.sender', { name: c.senderName || '–', replyTo: c.replyTo ?? '–' })}</Text>
            <Text size="sm">{t('crmCampaigns.details.schedule', { schedule, next: at(c.nextRunAt) })}</Text>
            <Text size="sm">{t('crmCampaigns.details.audience', { count: c.estimatedAudience ?? '–' })}</Text>
            <Text size="sm">{t('crmCampaigns.details.lastActivity', { at: at(c.lastActivityAt) })}</Text>
          </SimpleGrid>
          <Title order={2} size="h4" mt="md">
            {t('crmCampaigns.details.figures')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} data-testid="campaign-figures">
            <Figure label={t('crmCampaigns.figures.queued')} value={c.counts.queued} />
            <Figure label={t('crmCampaigns.figures.delivered')} value={c.counts.delivered} rate={formatRate(c.rates.delivery, language)} />
            <Figure label={t('crmCampaigns.figures.opened')} value={c.counts.opened} rate={formatRate(c.rates.open, language)} />
            <Figure label={t('crmCampaigns.figures.clicked')} value={c.counts.clicked} rate={formatRate(c.rates.click, language)} />
            <Figure label={t('crmCampaigns.figures.failed')} value={c.counts.failed} rate={formatRate(c.rates.failure, language)} />
            <Figure
              label={t('crmCampaigns.figures.unsubscribed')}
              value={c.counts.unsubscribed}
              rate={formatRate(c.rates.unsubscribe, language)}
            />
          </SimpleGrid>
          {c.runsDetail.length > 0 && (
            <>
              <Title order={2} size="h4" mt="md">
                {t('crmCampaigns.details.runs')}
              </Title>
              <DataTable
                label={t('crmCampaigns.details.runs')}
                columns={runColumns}
                rows={c.runsDetail}
                rowKey={(r) => r.runNo}
                empty={t('crmCampaigns.details.noRuns')}
              />
            </>
          )}
          <Title order={2} size="h4" mt="md">
            {t('crmCampaigns.details.contacts')}
          </Title>
        </Stack>
      }
      filtersLabel={t('crmCampaigns.contacts.filters')}
      filters={
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t('crmCampaigns.contacts.search')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={80}
            w={280}
          />
          <NativeSelect
            label={t('crmCampaigns.contacts.figure')}
            value={figure}
            onChange={(e) => setFigure(e.currentTarget.value)}
            data={[
              { value: '', label: t('crmCampaigns.contacts.all') },
              ...DELIVERY_FIGURES.map((f) => ({ value: f, label: t(`crmCampaigns.figures.${f}`) })),
            ]}
            w={220}
          />
        </Group>
      }
      list={contacts}
      table={{
        columns: contactColumns,
        rowKey: (x) => x.id,
        empty: t('crmCampaigns.contacts.empty'),
        testId: 'campaign-contacts',
        minWidth: 1200,
      }}
    >
      {actions.modal}
    </ListPage>
  );
}
