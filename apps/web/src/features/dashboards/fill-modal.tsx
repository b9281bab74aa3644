import { FILL_STEPS, type FillStep } from '@gm/contracts/dashboards/inputs';
import type { ExecuteQueryReply } from '@gm/contracts/dashboards/replies';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { AppModal } from '../../ui/app-modal';
import { DataTable } from '../../ui/data-table';
import { type DashboardFilters, dashboardKeys, executeQuery, queryMetadata } from './api';
import { formatCell } from './format';

const QUERY = 'checkin-fill-detail';
const PAGE_SIZES = [20, 50, 100] as const;
type Row = ExecuteQueryReply['rows'][number];

/**
 * The detailed fill modal (spec section 9; decision 0077) on /dashboard/check-in/fill: the guests of the period's
 * arrivals who have not completed the online check-in, by the step where they stopped (every step, or one), with their
 * booking and arrival, paged. The rows and columns come from the named query `checkin-fill-detail`.
 */
export function FillDetailButton({ filters }: { filters: DashboardFilters }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconListDetails size={18} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        data-testid="open-fill-detail"
      >
        {t('dashboards.fill.open')}
      </Button>
      {open && <FillModal filters={filters} onClose={() => setOpen(false)} />}
    </>
  );
}

function FillModal({ filters, onClose }: { filters: DashboardFilters; onClose: () => void }) {
  const { t, language } = useT();
  const timeZone = useHotelTimeZone();
  const [opened, setOpened] = useState(true);
  const [step, setStep] = useState<FillStep | 'all'>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const stepsId = useId();
  const meta = useQuery({ queryKey: dashboardKeys.metadata(QUERY), queryFn: () => queryMetadata(QUERY), staleTime: 10 * 60_000 });
  // A list: never compared, the current hotel only.
  const sent = { ...filters, COMPARACAO: 'N' as const, CODINS: undefined, ...(step === 'all' ? {} : { ETAPA: step }) };
  const paging = { offset: (page - 1) * pageSize, limit: pageSize };
  const rows = useQuery({
    queryKey: dashboardKeys.rows(QUERY, sent, paging),
    queryFn: () => executeQuery(QUERY, sent, paging),
    placeholderData: keepPreviousData,
  });
  const columns = (meta.data?.columns ?? []).map((c) => ({
    key: c.key,
    headerKey: c.key,
    header: c.label,
    cell: (r: Row) => formatCell(r[c.key], c, language, timeZone),
  }));
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} onClosed={onClose} title={t('dashboards.fill.title')} size="xl">
      <Stack gap="md" data-testid="fill-detail">
        <Text size="sm">{t('dashboards.fill.intro')}</Text>
        <Stack gap={4}>
          <Text size="sm" fw={600} id={stepsId}>
            {t('dashboards.fill.step')}
          </Text>
          <SegmentedControl
            aria-labelledby={stepsId}
            value={step}
            onChange={(v) => {
              setStep(v as FillStep | 'all');
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('dashboards.fill.all') },
              ...FILL_STEPS.map((s) => ({ value: s, label: t(`dashboards.fill.steps.${s}`) })),
            ]}
            fullWidth
            data-testid="fill-step"
            style={{ flexWrap: 'wrap' }}
          />
        </Stack>
        <DataTable
          columns={columns}
          rows={meta.data ? rows.data?.rows : undefined}
          rowKey={(r) => rows.data?.rows.indexOf(r) ?? 0}
          label={t('dashboards.fill.title')}
          empty={t('dashboards.fill.empty')}
          loading={!meta.data || !rows.data}
          fetching={rows.isFetching}
          error={meta.error ?? rows.error}
          onRetry={() => void (meta.error ? meta.refetch() : rows.refetch())}
          testId="table-fill-detail"
          minWidth={640}
          paging={{
            page,
            pageSize,
            total: rows.data?.totalRows ?? 0,
            onPageChange: setPage,
            pageSizes: PAGE_SIZES,
            onPageSizeChange: (s) => {
              setPageSize(s);
              setPage(1);
            },
          }}
        />
      </Stack>
    </AppModal>
  );
}
