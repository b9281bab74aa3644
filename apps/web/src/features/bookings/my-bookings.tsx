import { Badge, Card, Center, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { bookingKeys, ownBookings } from './api';
import { StatusBadge } from './status-badges';

const PAGE = 10;

/** /details/index: the signed-in guest's own bookings at any hotel (their own data only). */
export function MyBookings() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE;
  const q = useQuery({ queryKey: bookingKeys.mine(offset), queryFn: () => ownBookings(offset, PAGE), placeholderData: keepPreviousData });
  const total = q.data?.metadata.totalCount ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-bookings-title">
      <Title order={2} size="h4" id="my-bookings-title">
        {t('bookings.mine.title')}
      </Title>
      {q.isPending ? (
        <Center py="md">
          <LoadingIndicator />
        </Center>
      ) : total === 0 ? (
        <Text>{t('bookings.mine.empty')}</Text>
      ) : (
        q.data?.data.map((b) => (
          <Card key={b.CODRES} withBorder radius="md" padding="md" component="article" data-testid="my-booking">
            <Group justify="space-between">
              <Text fw={700}>{b.nomeIns}</Text>
              <StatusBadge status={b.STATUS} />
            </Group>
            <Text size="sm">{t('bookings.card.voucher', { voucher: b.VOUCHER })}</Text>
            <Text size="sm">
              {t('bookings.fields.checkIn')}: {b.DTRESERVA} · {t('bookings.fields.checkOut')}: {b.DHSAIDAPREV}
            </Text>
            <Group gap={6} mt={4}>
              {b.pessoasReserva.map((p) => (
                <Badge
                  key={p.CODPESRES}
                  variant="light"
                  color={p.statusWebCheckin === 'D' ? 'green' : 'gray'}
                  c="dark.7"
                  fw={p.proprio === 'S' ? 800 : 500}
                >
                  {p.NOME} · {t(`bookings.webcheckin.${p.statusWebCheckin}`)}
                </Badge>
              ))}
            </Group>
          </Card>
        ))
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
