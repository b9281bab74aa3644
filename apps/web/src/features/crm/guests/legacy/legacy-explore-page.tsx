import type { PersonRow } from '@gm/contracts/crm/profiles-replies';
import { formatDate, formatMoney } from '@gm/domain/format';
import { NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import type { ListSort } from '../../../../lib/use-list-query';
import { useListQuery } from '../../../../lib/use-list-query';
import type { DataColumn } from '../../../../ui/data-table';
import { ListPage } from '../../../../ui/list-page';
import { listSegments, segmentKeys } from '../../segments/api';
import { explorePeople, guestKeys } from '../api';

type Sort = 'name' | 'lastStay' | '-lastStay' | 'stays' | '-stays' | 'spend' | '-spend' | 'nights' | '-nights';
const SORTABLE = new Set(['name', 'lastStay', 'stays', 'spend', 'nights']);
const sortOf = (s: ListSort | null): Sort =>
  s && SORTABLE.has(s.key) ? ((s.direction === 'desc' && s.key !== 'name' ? `-${s.key}` : s.key) as Sort) : '-lastStay';

/**
 * /legacy-tagpanel/explore: the CRM for hotels without HASTAGPANELVDOIS, a plain list over the same ExplorePeople:
 * searched by name, e-mail or phone, narrowed to a saved segment, sorted and paged.
 */
export function LegacyExplorePage() {
  const { t } = useT();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [segment, setSegment] = useState('');
  const segments = useQuery({ queryKey: segmentKeys.list, queryFn: listSegments });
  const filters = useMemo(() => ({ search: search || undefined, segmentId: segment ? Number(segment) : undefined }), [search, segment]);
  const list = useListQuery<PersonRow, typeof filters>({
    queryKey: [...guestKeys.people, 'legacy'],
    fetch: (w, f) => explorePeople({ ...f, offset: w.offset, limit: w.limit, sort: sortOf(w.sort) }),
    filters,
    pageSize: 25,
    pageSizes: [25, 50, 100],
    live: ['profiles.changed'],
  });
  const columns: DataColumn<PersonRow>[] = [
    { key: 'name', headerKey: 'crm.guests.legacy.name', cell: (p) => p.name, sortable: true },
    { key: 'email', headerKey: 'crm.guests.emails', cell: (p) => p.email ?? '–' },
    { key: 'stays', headerKey: 'crm.guests.stays', cell: (p) => p.stays, sortable: true },
    { key: 'nights', headerKey: 'crm.guests.nights', cell: (p) => p.nights, sortable: true },
    { key: 'lastStay', headerKey: 'crm.guests.lastStay', cell: (p) => (p.lastStay ? formatDate(p.lastStay) : '–'), sortable: true },
    { key: 'spend', headerKey: 'crm.guests.spend', cell: (p) => formatMoney(p.spendCents), sortable: true },
    { key: 'origin', headerKey: 'crm.guests.origin', cell: (p) => [p.city, p.state, p.country].filter(Boolean).join(', ') || '–' },
    {
      key: 'consent',
      headerKey: 'crm.guests.legacy.consent',
      cell: (p) => t(p.consent.email ? 'crm.guests.consent.optedIn' : 'crm.guests.consent.notOptedIn'),
    },
  ];
  return (
    <ListPage
      title={t('crm.guests.legacy.title')}
      description={t('crm.guests.legacy.description')}
      filtersLabel={t('crm.guests.legacy.filters')}
      filters={
        <>
          <TextInput
            type="search"
            label={t('crm.guests.legacy.search')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={80}
            w={320}
          />
          <NativeSelect
            label={t('crm.guests.legacy.segment')}
            value={segment}
            onChange={(e) => setSegment(e.currentTarget.value)}
            data={[
              { value: '', label: t('crm.guests.legacy.everyone') },
              ...(segments.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            w={260}
          />
        </>
      }
      list={list}
      table={{
        columns,
        rowKey: (p) => p.id,
        empty: t('crm.guests.legacy.empty'),
        rowProps: (p) => ({ 'data-testid': 'explore-row', 'data-name': p.name }),
        testId: 'explore-table',
        minWidth: 960,
      }}
    />
  );
}
