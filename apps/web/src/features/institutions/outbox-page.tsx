import type { OutboxMail } from '@gm/contracts/institutions/replies';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../lib/use-list-query';
import { AppModal } from '../../ui/app-modal';
import type { DataColumn } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { institutionKeys, listOutbox } from './api';

const STATUS_COLOR: Record<OutboxMail['status'], string> = { kept: 'gray', queued: 'blue', sent: 'green', failed: 'red' };

/** /config/outbox: the mail the product sent or kept for the current hotel, newest first. */
export function OutboxPage() {
  const { t } = useT();
  const { contextIns } = useSession();
  const timeZone = useHotelTimeZone();
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const list = useListQuery({
    queryKey: [...institutionKeys.all, 'outbox'],
    fetch: (w) => listOutbox(w.offset, w.limit),
    pageSize: 20,
    pageSizes: [20, 50, 100],
  });
  const columns: DataColumn<OutboxMail>[] = [
    { key: 'createdAt', headerKey: 'institutions.outbox.date', cell: (m) => formatDateTime(m.createdAt, timeZone) },
    { key: 'recipient', headerKey: 'institutions.outbox.recipient', cell: (m) => m.recipient },
    {
      key: 'subject',
      headerKey: 'institutions.outbox.subject',
      cell: (m) => (
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
      ),
    },
    {
      key: 'status',
      headerKey: 'institutions.outbox.status',
      cell: (m, t) => (
        <Badge color={STATUS_COLOR[m.status]} variant="light">
          {t(`institutions.outbox.statuses.${m.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage
      title={t('institutions.outbox.title')}
      description={<Text>{t('institutions.outbox.description', { hotel: contextIns?.nomeIns ?? '' })}</Text>}
      list={list}
      table={{
        columns,
        rowKey: (m) => m.id,
        empty: t('institutions.outbox.empty'),
        onOpen: setOpen,
        testId: 'outbox-table',
        minWidth: 640,
      }}
    >
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
    </ListPage>
  );
}
