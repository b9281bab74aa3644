import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveRefetch } from './api/live-refetch';

/**
 * A page of a server list: the spec's `{ metadata: { totalCount }, data }`; totalCapped: the server stopped counting
 * at totalCount (a search's cap), which is then a floor ("10,000+").
 */
export interface ListPageReply<Row> {
  metadata: { totalCount: number; totalCapped?: boolean | undefined };
  data: Row[];
}

/** The sort a list asks its server for: a column's key and a direction (ui/data-table-model.ts `SortState`). */
export interface ListSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** The slice of the list a request asks for. */
export interface ListWindow {
  offset: number;
  limit: number;
  sort: ListSort | null;
}

export interface ListQueryOptions<Row, F> {
  /** The list's query key; each request's key is it plus the filters and the window, so invalidating it refetches every page. */
  queryKey: QueryKey;
  fetch: (window: ListWindow, filters: F) => Promise<ListPageReply<Row>>;
  /** The values the list is filtered by (already debounced): a change shows the first page again. */
  filters?: F;
  pageSize: number;
  /** Page sizes the user may choose from; none: no choice (the spec fixes some lists' page size). */
  pageSizes?: readonly number[];
  /** The first sort; null (the default) is the server's own order. */
  sort?: ListSort | null;
  /** Live event types that refetch the list (lib/api/live-refetch.ts). */
  live?: readonly string[];
}

/** What a data table (ui/data-table.tsx) reads of a server list, and what it changes. */
export interface ListQuery<Row> {
  rows: readonly Row[] | undefined;
  total: number;
  /** The total is a floor: the server counts no further (the table says "10,000+"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  pageSizes: readonly number[] | undefined;
  sort: ListSort | null;
  /** First load: nothing to show yet. */
  isPending: boolean;
  /** Any request under way (a new page, a refetch), while the previous rows stay on screen. */
  isFetching: boolean;
  error: unknown;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: ListSort | null) => void;
  retry: () => void;
}

/**
 * A paged server list's state and query: page, page size and sort are the list's own, the filters the caller's;
 * a change of the filters, the sort or the page size goes back to the first page. The previous page stays on
 * screen while the next loads. A failure is the table's to show (with a retry), not a toast.
 */
export function useListQuery<Row, F = null>(options: ListQueryOptions<Row, F>): ListQuery<Row> {
  const filters = (options.filters ?? null) as F;
  const [pageSize, setPageSize] = useState(options.pageSize);
  const [sort, setSort] = useState<ListSort | null>(options.sort ?? null);
  // The page belongs to the filters, sort and size it was chosen under: another set starts at page 1 (no effect,
  // no extra render and no request for the old page).
  const scope = JSON.stringify([filters, sort, pageSize]);
  const [paging, setPaging] = useState({ page: 1, scope });
  const page = paging.scope === scope ? paging.page : 1;
  const slice: ListWindow = { offset: (page - 1) * pageSize, limit: pageSize, sort };
  const query = useQuery({
    queryKey: [...options.queryKey, filters, slice.offset, slice.limit, sort],
    queryFn: () => options.fetch(slice, filters),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  useLiveRefetch(options.live ?? [], options.queryKey);

  const total = query.data?.metadata.totalCount ?? 0;
  const shown = query.data?.data.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // Rows removed elsewhere (marked synced, a live refetch) can leave this page past the end: show the last one.
  const pastTheEnd = !query.isPlaceholderData && query.isSuccess && shown === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPaging({ page: lastPage, scope });
  }, [pastTheEnd, lastPage, scope]);

  return {
    rows: query.data?.data,
    total,
    totalCapped: query.data?.metadata.totalCapped === true,
    page,
    pageSize,
    pageSizes: options.pageSizes,
    sort,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    setPage: (p) => setPaging({ page: p, scope }),
    setPageSize,
    setSort,
    retry: () => void query.refetch(),
  };
}
