import { Alert, Paper, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { LoadingIndicator } from '../../../../ui/loading-indicator';
import { PageTitle } from '../../../../ui/page-title';
import { guestKeys, guestsLocation } from '../api';
import { Choropleth, type SvgMap } from './choropleth';

type Area = 'brazil' | 'world';

/** The outlines load with the tab that shows them (the world's are about 1 MB before compression). */
const loadMap = (area: Area): Promise<SvgMap> =>
  (area === 'brazil' ? import('@svg-maps/brazil') : import('@svg-maps/world')).then((m) => m.default as unknown as SvgMap);

function useMap(area: Area) {
  return useQuery({ queryKey: ['crm', 'maps', area], queryFn: () => loadMap(area), staleTime: Number.POSITIVE_INFINITY });
}

/** /tagpanel/guests/location: where guests come from, by Brazilian state and by country, as maps and as tables. */
export function GuestsLocationPage() {
  const { t } = useT();
  const [area, setArea] = useState<Area>('brazil');
  const data = useQuery({ queryKey: guestKeys.location, queryFn: guestsLocation });
  const map = useMap(area);
  const rows = area === 'brazil' ? (data.data?.states ?? []) : (data.data?.countries ?? []);
  const counts = new Map(rows.map((r) => [r.code.toUpperCase(), r.count]));
  const names = new Map((map.data?.locations ?? []).map((l) => [l.id.toUpperCase(), l.name]));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle>{t('crm.guests.location.title')}</PageTitle>
        <Text c="dimmed">{t('crm.guests.location.description')}</Text>
      </Stack>
      {data.isError && <Alert color="red">{t('crm.guests.location.failed')}</Alert>}
      <Tabs value={area} onChange={(v) => setArea((v as Area | null) ?? 'brazil')}>
        <Tabs.List>
          <Tabs.Tab value="brazil">{t('crm.guests.location.brazil')}</Tabs.Tab>
          <Tabs.Tab value="world">{t('crm.guests.location.world')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md">
          {map.isError ? (
            <Alert color="red">{t('crm.guests.location.mapFailed')}</Alert>
          ) : map.data ? (
            <Choropleth
              map={map.data}
              counts={counts}
              label={t(area === 'brazil' ? 'crm.guests.location.brazilMap' : 'crm.guests.location.worldMap')}
            />
          ) : (
            <LoadingIndicator label={t('crm.guests.loading')} />
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Table
            aria-label={t(area === 'brazil' ? 'crm.guests.location.byState' : 'crm.guests.location.byCountry')}
            data-testid="location-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(area === 'brazil' ? 'crm.guests.location.state' : 'crm.guests.location.country')}</Table.Th>
                <Table.Th>{t('crm.guests.location.guests')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.code}>
                  <Table.Td>{names.get(r.code.toUpperCase()) ?? r.code}</Table.Td>
                  <Table.Td>{r.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {rows.length === 0 && !data.isPending && <Text size="sm">{t('crm.guests.summary.none')}</Text>}
          {area === 'world' && (data.data?.unknown ?? 0) > 0 && (
            <Text size="sm" mt="sm">
              {t('crm.guests.location.unknown', { count: data.data?.unknown ?? 0 })}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
