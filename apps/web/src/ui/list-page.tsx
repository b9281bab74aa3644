import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListQuery } from '../lib/use-list-query';
import { DataTable, type DataTableProps } from './data-table';
import { PageTitle } from './page-title';

type TableOptions<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'fetching' | 'error' | 'onRetry' | 'sort' | 'onSortChange' | 'paging' | 'label'
>;

interface ListPageProps<Row> {
  /** The page's title (translated): the h1 and the table's accessible name. */
  title: string;
  /** Beside the title, e.g. a 'New' button. */
  actions?: ReactNode;
  /** Under the title. */
  description?: ReactNode;
  /** Filter inputs, in a search landmark named `filtersLabel`; their values go to the list's `filters`. */
  filters?: ReactNode;
  filtersLabel?: string;
  /** The server list (lib/use-list-query.ts). */
  list: ListQuery<Row>;
  table: TableOptions<Row>;
  /** After the table: the page's modals. */
  children?: ReactNode;
}

/**
 * A list screen: title, filters, the data table with its count and paging, live when the list is. The screens of
 * CRM, dashboards and operations build on it:
 *
 *   const list = useListQuery({ queryKey, fetch, filters: { search }, pageSize: 20, pageSizes: [20, 50, 100], live });
 *   return <ListPage title={title} filters={<TextInput … />} list={list} table={{ columns, rowKey, empty }} />;
 */
export function ListPage<Row>({ title, actions, description, filters, filtersLabel, list, table, children }: ListPageProps<Row>) {
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle size="h2">{title}</PageTitle>
        {actions}
      </Group>
      {description}
      {filters && (
        <Group component="form" role="search" aria-label={filtersLabel} align="flex-end" gap="sm" onSubmit={(e) => e.preventDefault()}>
          {filters}
        </Group>
      )}
      <DataTable
        {...table}
        label={title}
        rows={list.rows}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        onRetry={list.retry}
        sort={list.sort}
        onSortChange={list.setSort}
        paging={{
          page: list.page,
          pageSize: list.pageSize,
          total: list.total,
          totalCapped: list.totalCapped,
          onPageChange: list.setPage,
          pageSizes: list.pageSizes,
          onPageSizeChange: list.setPageSize,
        }}
      />
      {children}
    </Stack>
  );
}
