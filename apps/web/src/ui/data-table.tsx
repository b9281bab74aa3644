import { Alert, Button, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { errorMessage } from '../lib/notify';
import classes from './data-table.module.css';
import { DataTableFooter, type DataTablePaging } from './data-table-footer';
import { ariaSortOf, type DataColumn, nextSort, rowAfterKey, type SortState } from './data-table-model';
import { type Density, useTableDensity } from './table-density';

export type { DataColumn, SortState } from './data-table-model';

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  /** undefined: not loaded yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** The table's accessible name (translated). */
  label: string;
  /** The empty state's text (translated). */
  empty: string;
  emptyTestId?: string;
  /** First load: a skeleton in the table's shape. */
  loading?: boolean;
  /** A request under way while the rows on screen stay (a new page, a live refetch). */
  fetching?: boolean;
  /** The last load failed: said above the rows (or instead of them), with a retry. */
  error?: unknown;
  onRetry?: () => void;
  /** Controlled sort; the owner sorts (the server, or `sortRows` for a list held whole). */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Enter on a focused row opens it (the row's own buttons stay the way for a pointer). */
  onOpen?: (row: Row) => void;
  /** A click on the row (not on its own buttons or links) opens it too. */
  openOnClick?: boolean;
  /** Extra attributes of a row, e.g. its test id. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | number>;
  testId?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Paging with the count ('1–20 of 143'), page size and density; none: a list shown whole. */
  paging?: DataTablePaging;
  /** The comfortable/compact choice; shown with paging unless turned off. */
  densityToggle?: boolean;
  /** The density until the user chooses one (comfortable unless the list is a working one, read many rows at a time). */
  defaultDensity?: Density;
}

const SKELETON_ROWS = 5;

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return <Icon size={14} aria-hidden="true" />;
}

/**
 * The lists' table (issue 10): typed columns, controlled sort, paging with the count, density, loading skeleton,
 * empty and error states, and rows reached with the keyboard (Tab to the table's row, arrows, Home/End, Page
 * Up/Down; Enter opens). Table semantics throughout: `aria-sort` on the sorted header, the count in a live
 * region. `ListPage` (ui/list-page.tsx) wires it to a server list (lib/use-list-query.ts).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, label, loading, fetching, error, sort, onSortChange, onOpen, paging } = props;
  const { t } = useT();
  const [density, setDensity] = useTableDensity(props.defaultDensity);
  const [activeKey, setActiveKey] = useState<string | number | null>(null);
  const rowRefs = useRef(new Map<string | number, HTMLTableRowElement>());
  const list = rows ?? [];
  // The row reached with Tab: the last one focused while it is still listed (a refetch keeps it), else the first.
  const activeIndex = Math.max(0, activeKey === null ? 0 : list.findIndex((r) => rowKey(r) === activeKey));

  // With paging, rows say where they sit in the whole list (the header row is 1).
  const firstRowIndex = paging ? (paging.page - 1) * paging.pageSize + 2 : 0;

  // A click inside the row's own controls (buttons, links, a popover opened from it) is theirs.
  const onRowClick = (e: MouseEvent<HTMLTableRowElement>, row: Row) => {
    const target = e.target as Element;
    if (!e.currentTarget.contains(target) || target.closest('a, button, input, select, textarea, [role="button"], [role="dialog"]')) return;
    onOpen?.(row);
  };

  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (e.target !== e.currentTarget) return; // keys inside the row's own buttons and links are theirs
    if (e.key === 'Enter' && onOpen) {
      e.preventDefault();
      onOpen(row);
      return;
    }
    const next = rowAfterKey(e.key, index, list.length);
    if (next === null) return;
    e.preventDefault();
    const nextRow = list[next];
    if (nextRow === undefined) return;
    const key = rowKey(nextRow);
    setActiveKey(key);
    rowRefs.current.get(key)?.focus();
  };

  const header = (
    <Table.Thead>
      <Table.Tr aria-rowindex={paging ? 1 : undefined}>
        {columns.map((c) => {
          const direction = ariaSortOf(sort, c.key);
          const sortable = c.sortable && onSortChange;
          return (
            <Table.Th key={c.key} aria-sort={direction} ta={c.numeric ? 'right' : c.align} w={c.width}>
              {sortable ? (
                <UnstyledButton className={classes.sortButton} onClick={() => onSortChange(nextSort(sort, c.key))}>
                  {c.header ?? t(c.headerKey)}
                  <SortIcon direction={direction} />
                </UnstyledButton>
              ) : (
                (c.header ?? t(c.headerKey))
              )}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );

  const failure = error ? (
    <Alert color="red" title={t('common.table.loadFailed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {props.onRetry && (
          <Button size="compact-sm" variant="default" onClick={props.onRetry}>
            {t('common.table.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  ) : null;

  let body: React.ReactNode;
  if (loading && !rows) {
    body = (
      <Table.Tbody aria-hidden="true">
        {Array.from({ length: Math.min(SKELETON_ROWS, paging?.pageSize ?? SKELETON_ROWS) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
          <Table.Tr key={i}>
            {columns.map((c) => (
              <Table.Td key={c.key}>
                <Skeleton height={12} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    );
  } else if (list.length > 0) {
    body = (
      <Table.Tbody>
        {list.map((row, index) => {
          const key = rowKey(row);
          return (
            <Table.Tr
              key={key}
              ref={(el) => {
                if (el) rowRefs.current.set(key, el);
                else rowRefs.current.delete(key);
              }}
              className={props.openOnClick && onOpen ? `${classes.row} ${classes.clickable}` : classes.row}
              tabIndex={index === activeIndex ? 0 : -1}
              aria-rowindex={paging ? firstRowIndex + index : undefined}
              onFocus={(e) => e.target === e.currentTarget && setActiveKey(key)}
              onKeyDown={(e) => onRowKey(e, index, row)}
              onClick={props.openOnClick && onOpen ? (e) => onRowClick(e, row) : undefined}
              {...props.rowProps?.(row)}
            >
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : c.align} className={c.numeric ? classes.numeric : undefined}>
                  {c.cell(row, t)}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    );
  }

  const state = loading && !rows ? 'loading' : list.length > 0 ? 'rows' : error ? 'error' : 'empty';
  return (
    <Stack gap="sm">
      {failure}
      {body && (
        <Table.ScrollContainer minWidth={props.minWidth ?? 0}>
          <Table
            striped
            highlightOnHover
            verticalSpacing={density === 'compact' ? 2 : undefined}
            horizontalSpacing={density === 'compact' ? 5 : undefined}
            fz={density === 'compact' ? 'xs' : undefined}
            className={classes.table}
            aria-label={label}
            aria-busy={loading || fetching || undefined}
            aria-rowcount={paging && state === 'rows' ? (paging.totalCapped ? -1 : paging.total + 1) : undefined}
            data-density={density}
            data-testid={props.testId}
          >
            {header}
            {body}
          </Table>
        </Table.ScrollContainer>
      )}
      <DataTableFooter
        paging={paging}
        shown={list.length}
        state={state}
        empty={props.empty}
        emptyTestId={props.emptyTestId}
        density={(props.densityToggle ?? !!paging) ? { value: density, onChange: setDensity } : null}
      />
    </Stack>
  );
}
