import { Center, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { activityList, bookingKeys } from './api';
import { useLiveBookings } from './use-live-bookings';
import { usePageTitle } from './use-page-title';

const PAGE = 25;

/** /operation/activity: what happened to the hotel's bookings, newest first, with who and when; live. */
export function ActivityPage() {
  const { t } = useT();
  usePageTitle('bookings.activity.title');
  useLiveBookings();
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE;
  const q = useQuery({
    queryKey: bookingKeys.activity(offset),
    queryFn: () => activityList(offset, PAGE),
    placeholderData: keepPreviousData,
  });
  const total = q.data?.metadata.totalCount ?? 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('bookings.activity.title')}
      </Title>
      {q.isPending ? (
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      ) : total === 0 ? (
        <Text>{t('bookings.activity.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="activity-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.activity.when')}</Table.Th>
                <Table.Th>{t('bookings.form.voucher')}</Table.Th>
                <Table.Th>{t('bookings.activity.what')}</Table.Th>
                <Table.Th>{t('bookings.activity.who')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data?.data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.dhEvento}</Table.Td>
                  <Table.Td>{e.VOUCHER}</Table.Td>
                  <Table.Td>{e.descricao}</Table.Td>
                  <Table.Td>{e.usuario ?? t('bookings.activity.system')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > PAGE && (
        <Group justify="flex-end">
          <Pagination
            total={Math.ceil(total / PAGE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
