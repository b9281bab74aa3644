import { TABLE_CARDS } from '@gm/contracts/dashboards/catalogue';
import type { ExecuteQueryReply, QueryColumn } from '@gm/contracts/dashboards/replies';
import { ActionIcon, Alert, Box, Button, Group, Paper, Popover, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconTable } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { preloadable } from '../../lib/preloadable';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { DataTable } from '../../ui/data-table';
import { type DashboardFilters, dashboardKeys, executeQuery, queryMetadata } from './api';
import { chartData } from './chart-data';
import { formatCell } from './format';
import { changeOf } from './period';

// The charts' library: fetched as a dashboard opens (beside its cards' metadata), not once a card's rows arrived.
const chartView = preloadable(() => import('./chart-view').then((m) => m.default));

export function preloadChart(): void {
  void chartView.preload().catch(() => {}); // a failed download is tried again when a chart is drawn
}

const PAGE_SIZES = [20, 50, 100] as const;

type Row = ExecuteQueryReply['rows'][number];

/** One card of a dashboard: its query's metadata says how to draw it (KPIs, a chart over time or by category, a table). */
export function DashboardCard({ name, filters }: { name: string; filters: DashboardFilters }) {
  const { t } = useT();
  const meta = useQuery({ queryKey: dashboardKeys.metadata(name), queryFn: () => queryMetadata(name), staleTime: 10 * 60_000 });
  const kind = meta.data?.chart.kind;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  // The catalogue says which cards are tables: the rows are asked for beside the metadata, not after it.
  const table = TABLE_CARDS.has(name);
  const paging = table ? { offset: (page - 1) * pageSize, limit: pageSize } : { offset: 0, limit: 1000 };
  // Lists are never compared (the comparison is for figures and series).
  const sent: DashboardFilters = table ? { ...filters, COMPARACAO: 'N' } : filters;
  const rows = useQuery({
    queryKey: dashboardKeys.rows(name, sent, paging),
    queryFn: () => executeQuery(name, sent, paging),
    placeholderData: keepPreviousData,
  });
  const titleId = useId();
  if (meta.error || rows.error)
    return (
      <Paper withBorder p="md" radius="md">
        <Alert color="red" title={t('dashboards.card.error')}>
          <Button size="xs" variant="default" onClick={() => void (meta.error ? meta.refetch() : rows.refetch())}>
            {t('dashboards.card.retry')}
          </Button>
        </Alert>
      </Paper>
    );
  if (!meta.data) return <Skeleton h={120} radius="md" />;
  const m = meta.data;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md" data-testid="dashboard-card" data-query={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {m.title}
          </Title>
          {m.help && <HelpButton title={m.title} help={m.help} />}
        </Group>
        {!rows.data ? (
          <Skeleton h={kind === 'kpi' ? 80 : 220} />
        ) : kind === 'kpi' ? (
          <KpiCards columns={m.columns} reply={rows.data} />
        ) : kind === 'line' || kind === 'bar' ? (
          <ChartCard name={name} columns={m.columns} reply={rows.data} kind={kind} chart={m.chart} title={m.title} />
        ) : (
          <DataTable
            columns={tableColumns(m.columns, rows.data)}
            rows={rows.data.rows}
            rowKey={(r) => rows.data!.rows.indexOf(r)}
            label={m.title}
            empty={t('dashboards.card.empty')}
            fetching={rows.isFetching}
            testId={`table-${name}`}
            minWidth={720}
            paging={{
              page,
              pageSize,
              total: rows.data.totalRows,
              onPageChange: setPage,
              pageSizes: PAGE_SIZES,
              onPageSizeChange: (s) => {
                setPageSize(s);
                setPage(1);
              },
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

function useCellFormat() {
  const { language } = useT();
  const timeZone = useHotelTimeZone();
  return (value: Row[string] | undefined, column: Pick<QueryColumn, 'type'>, digits?: number) =>
    formatCell(value, column, language, timeZone, digits);
}

function tableColumns(columns: readonly QueryColumn[], reply: ExecuteQueryReply) {
  const all: QueryColumn[] = reply.hotels ? [{ key: 'hotel', type: 'text', label: 'Hotel' }, ...columns] : [...columns];
  return all.map((c) => ({
    key: c.key,
    headerKey: c.key,
    header: c.label,
    numeric: c.type === 'int' || c.type === 'decimal' || c.type === 'money' || c.type === 'percent',
    cell: (r: Row) => <CellText value={r[c.key]} column={c} />,
  }));
}

function CellText({ value, column }: { value: Row[string] | undefined; column: QueryColumn }) {
  const format = useCellFormat();
  // A name, a guest's words or an outside system's message: shown as written, not the interface's language.
  if (column.verbatim) return <span translate="no">{format(value, column)}</span>;
  return <>{format(value, column)}</>;
}

/** The figures of a one-row query, each a card with its change against the compared period. */
function KpiCards({ columns, reply }: { columns: readonly QueryColumn[]; reply: ExecuteQueryReply }) {
  const { t } = useT();
  const format = useCellFormat();
  const groups = reply.hotels ? reply.rows.map((r) => ({ title: String(r.hotel), row: r })) : [{ title: null, row: reply.rows[0] ?? {} }];
  const previous = reply.comparison?.rows[0];
  return (
    <Stack gap="sm">
      {groups.map((g) => (
        <Box key={g.title ?? 'one'}>
          {g.title && (
            <Text fw={600} mb={4}>
              {g.title}
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {columns.map((c) => {
              const value = g.row[c.key] ?? null;
              const before = reply.hotels ? null : (previous?.[c.key] ?? null);
              const change = typeof value === 'number' && typeof before === 'number' ? changeOf(value, before) : null;
              return (
                <Paper key={c.key} p="sm" radius="md" bg="var(--mantine-color-default-hover)" data-testid="kpi" data-key={c.key}>
                  <Text size="sm" c="dimmed">
                    {c.label}
                  </Text>
                  <Text fz={24} fw={700} title={c.type === 'percent' ? format(value, c, 4) : undefined}>
                    {format(value, c)}
                  </Text>
                  {reply.comparison && !reply.hotels && (
                    <Text size="xs" c={change === null ? 'dimmed' : change >= 0 ? 'teal.9' : 'red.9'} data-testid="kpi-change">
                      {change === null
                        ? t('dashboards.card.compared', { value: format(before, c) })
                        : t('dashboards.card.change', {
                            change: `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`,
                            value: format(before, c),
                          })}
                    </Text>
                  )}
                </Paper>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

function ChartCard(props: {
  name: string;
  kind: 'line' | 'bar';
  chart: { kind: 'kpi' | 'line' | 'bar' | 'table'; x?: string; series?: string[] };
  columns: readonly QueryColumn[];
  reply: ExecuteQueryReply;
  title: string;
}) {
  const { t } = useT();
  const format = useCellFormat();
  const [showTable, setShowTable] = useState(false);
  const { data, series, x } = chartData(props.reply, props.chart, props.columns, (label) => t('dashboards.card.comparedSeries', { label }));
  const xColumn: Pick<QueryColumn, 'type' | 'verbatim'> = props.columns.find((c) => c.key === x) ?? { type: 'text' };
  const valueColumn = props.columns.find((c) => c.key === (props.chart.series?.[0] ?? '')) ?? { type: 'int' as const };
  const tableId = useId();
  const ChartView = chartView.useComponent();
  return (
    <Stack gap="xs">
      {data.length === 0 ? (
        <Text c="dimmed">{t('dashboards.card.empty')}</Text>
      ) : (
        <Box data-testid="dashboard-chart" data-points={data.length} data-series={series.length} aria-hidden="true">
          <Suspense fallback={<Skeleton h={260} />}>
            <ChartView
              kind={props.kind}
              x={x}
              data={data}
              series={series}
              format={(v) => format(v, valueColumn)}
              formatX={(v) => format(v, xColumn)}
              verbatimX={xColumn.verbatim === true}
            />
          </Suspense>
        </Box>
      )}
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconTable size={14} aria-hidden="true" />}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? t('dashboards.card.hideData') : t('dashboards.card.showData')}
        </Button>
      </Group>
      <Box id={tableId} hidden={!showTable}>
        {showTable && (
          <DataTable
            columns={tableColumns(props.columns, props.reply)}
            rows={props.reply.rows}
            rowKey={(r) => props.reply.rows.indexOf(r)}
            label={props.title}
            empty={t('dashboards.card.empty')}
            testId={`table-${props.name}`}
          />
        )}
      </Box>
    </Stack>
  );
}

/** The card's help (loadQueryHelper's htmlHelp: what it counts and how). */
function HelpButton({ title, help }: { title: string; help: string }) {
  const { t } = useT();
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size={36} aria-label={t('dashboards.card.help', { title })}>
          <IconHelpCircle size={20} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{help}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
