import { Group, NativeSelect, Pagination, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { currentLocale } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { pageCount, rangeOf } from './data-table-model';
import { DENSITIES, type Density } from './table-density';

/** A paged list's place: the page (from 1), its size, the whole count and the changes. */
export interface DataTablePaging {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (a search's cap): the count reads "10,000+" and the last page is a floor. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** Sizes to choose from (with onPageSizeChange); none: the size is fixed. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
}

interface Props {
  paging: DataTablePaging | undefined;
  /** Rows on this page. */
  shown: number;
  state: 'loading' | 'rows' | 'empty' | 'error';
  empty: string;
  emptyTestId: string | undefined;
  density: { value: Density; onChange: (d: Density) => void } | null;
}

/**
 * Under the table: one live region that says what the table holds ('1–20 de 143', the empty state, or loading),
 * so a screen reader hears a new page, a filter's result or a live refetch's new count, and the controls.
 */
export function DataTableFooter({ paging, shown, state, empty, emptyTestId, density }: Props) {
  const { t } = useT();
  const sizeId = useId();
  const number = new Intl.NumberFormat(currentLocale());
  const range = paging ? rangeOf(paging.page, paging.pageSize, shown, paging.total) : null;

  let status: React.ReactNode = null;
  if (state === 'loading') status = <VisuallyHidden>{t('common.status.loading')}</VisuallyHidden>;
  else if (state === 'empty') status = <Text data-testid={emptyTestId}>{empty}</Text>;
  else if (state === 'rows' && range) {
    status = (
      <Text size="sm" data-testid="table-range">
        {t('common.table.range', {
          from: number.format(range.from),
          to: number.format(range.to),
          total: `${number.format(range.total)}${paging?.totalCapped ? '+' : ''}`,
        })}
      </Text>
    );
  }
  const sizes = paging?.pageSizes && paging.onPageSizeChange ? paging.pageSizes : null;
  const pages = paging ? pageCount(paging.total, paging.pageSize) : 1;

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <div role="status" aria-live="polite">
        {status}
      </div>
      {state === 'rows' && (
        <Group gap="md" wrap="wrap">
          {density && (
            <SegmentedControl
              size="xs"
              aria-label={t('common.table.density')}
              value={density.value}
              onChange={(v) => density.onChange(v as Density)}
              data={DENSITIES.map((d) => ({ value: d, label: t(`common.table.densities.${d}`) }))}
            />
          )}
          {sizes && paging && (
            <Group gap={6} wrap="nowrap">
              <Text component="label" htmlFor={sizeId} size="sm">
                {t('common.table.pageSize')}
              </Text>
              <NativeSelect
                id={sizeId}
                size="xs"
                value={String(paging.pageSize)}
                onChange={(e) => paging.onPageSizeChange?.(Number(e.currentTarget.value))}
                data={sizes.map(String)}
              />
            </Group>
          )}
          {paging && pages > 1 && (
            <Pagination
              total={pages}
              value={paging.page}
              onChange={paging.onPageChange}
              getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            />
          )}
        </Group>
      )}
    </Group>
  );
}
