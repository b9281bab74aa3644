import type { OutboxMail } from '@gm/contracts/institutions/replies';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Center, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { AppModal } from '../../ui/app-modal';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { institutionKeys, listOutbox } from './api';

const PAGE = 20;
const STATUS_COLOR: Record<OutboxMail['status'], string> = { kept: 'gray', queued: 'blue', sent: 'green', failed: 'red' };

/** /config/outbox: the mail the product sent or kept for the current hotel, newest first. */
export function OutboxPage() {
  const { t } = useT();
  const { contextIns } = useSession();
  const timeZone = useHotelTimeZone();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const offset = (page - 1) * PAGE;
  const query = useQuery({
    queryKey: institutionKeys.outbox(offset, PAGE),
    queryFn: () => listOutbox(offset, PAGE),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.metadata.totalCount ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('institutions.outbox.title')}
      </Title>
      <Text>{t('institutions.outbox.description', { hotel: contextIns?.nomeIns ?? '' })}</Text>
      {query.isPending ? (
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      ) : total === 0 ? (
        <Text>{t('institutions.outbox.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('institutions.outbox.date')}</Table.Th>
                  <Table.Th>{t('institutions.outbox.recipient')}</Table.Th>
                  <Table.Th>{t('institutions.outbox.subject')}</Table.Th>
                  <Table.Th>{t('institutions.outbox.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data?.data.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{formatDateTime(m.createdAt, timeZone)}</Table.Td>
                    <Table.Td>{m.recipient}</Table.Td>
                    <Table.Td>
                      <Text
                        component="button"
                        type="button"
                        onClick={() => setOpen(m)}
                        td="underline"
                        c="var(--mantine-primary-color-filled)"
                        bg="none"
                        bd="none"
                        p={0}
                        style={{ cursor: 'pointer', textAlign: 'left' }}
                      >
                        {m.subject}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[m.status]} variant="light">
                        {t(`institutions.outbox.statuses.${m.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm">{t('institutions.outbox.count', { total })}</Text>
            <Pagination
              total={Math.ceil(total / PAGE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            />
          </Group>
        </>
      )}
      <AppModal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject ?? ''} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm">
              {t('institutions.outbox.to')}: {open.recipient} · {formatDateTime(open.createdAt, timeZone)}
            </Text>
            <Text component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
              {open.textBody}
            </Text>
          </Stack>
        )}
      </AppModal>
    </Stack>
  );
}
