import './styles';
import { type HotelUser, USER_STATUSES, type UserStatus } from '@gm/contracts/auth/users';
import { formatDateTime } from '@gm/domain/format';
import { ActionIcon, Badge, Button, Group, Menu, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDots, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../lib/use-list-query';
import type { DataColumn } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { listUsers, userKeys } from './api';
import { useAdminWords } from './use-admin-words';
import { type UserAction, UserActionModal } from './user-action-modal';
import { UserFormModal } from './user-form-modal';

const STATUS_COLOR: Record<UserStatus, string> = { active: 'green', invited: 'blue', deactivated: 'gray' };

type Open = { kind: 'invite' } | { kind: 'edit'; user: HotelUser } | { kind: 'action'; user: HotelUser; action: UserAction } | null;

function RowActions({ user, onChoose }: { user: HotelUser; onChoose: (open: Open) => void }) {
  const { t } = useT();
  const act = (action: UserAction) => () => onChoose({ kind: 'action', user, action });
  const locked = !user.manageable;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={t('users.actions.menu', { name: user.name })}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChoose({ kind: 'edit', user })}>{t('users.actions.edit')}</Menu.Item>
        {user.status === 'active' && <Menu.Item onClick={act('reset')}>{t('users.actions.reset')}</Menu.Item>}
        {user.status === 'invited' && <Menu.Item onClick={act('resend')}>{t('users.actions.resend')}</Menu.Item>}
        {!user.self && user.status !== 'deactivated' && (
          <Menu.Item disabled={locked} onClick={act('deactivate')}>
            {t('users.actions.deactivate')}
          </Menu.Item>
        )}
        {!user.self && user.status === 'deactivated' && (
          <Menu.Item disabled={locked} onClick={act('reactivate')}>
            {t('users.actions.reactivate')}
          </Menu.Item>
        )}
        {!user.self && (
          <Menu.Item disabled={locked} color="red.8" onClick={act('remove')}>
            {t('users.actions.remove')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** /config/managerusers (and /config/manageusers): the current hotel's users, invitations, roles and access. */
export function UsersPage() {
  const { t } = useT();
  const { contextIns } = useSession();
  const timeZone = useHotelTimeZone();
  const words = useAdminWords();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [search] = useDebouncedValue(text.trim(), 300);
  // Each opening is its own modal (`seq`): a modal that closed clears only itself (its 300 ms close notice may come
  // after the next one opened).
  const [opened, setOpened] = useState<{ seq: number; open: Open }>({ seq: 0, open: null });
  const open = opened.open;
  const setOpen = (next: Open) => setOpened((o) => ({ seq: o.seq + 1, open: next }));
  const closer = (seq: number) => () => setOpened((o) => (o.seq === seq ? { seq, open: null } : o));
  const list = useListQuery({
    queryKey: userKeys.lists,
    fetch: (w, f) => listUsers({ search: f.search || undefined, status: f.status || undefined, offset: w.offset, limit: w.limit }),
    filters: { search, status },
    pageSize: 20,
    pageSizes: [20, 50, 100],
  });
  const columns: DataColumn<HotelUser>[] = [
    {
      key: 'name',
      headerKey: 'users.columns.name',
      cell: (u) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {u.name}
            </Text>
            {u.self && (
              <Badge size="xs" variant="outline" color="gray.8">
                {t('users.page.you')}
              </Badge>
            )}
          </Group>
          {u.otherHotels > 0 && (
            <Text size="xs" c="dimmed">
              {t('users.page.otherHotels', { count: u.otherHotels })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'email', headerKey: 'users.columns.email', cell: (u) => u.email },
    {
      key: 'role',
      headerKey: 'users.columns.role',
      cell: (u) => (
        <Stack gap={0}>
          <Text size="sm">{words.roleName(u.role)}</Text>
          {!u.manageable && (
            <Text size="xs" c="dimmed">
              {t('users.page.notManageable')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      headerKey: 'users.columns.status',
      cell: (u) => (
        <Badge color={STATUS_COLOR[u.status]} variant="light">
          {t(`users.status.${u.status}`)}
        </Badge>
      ),
    },
    {
      key: 'lastSignIn',
      headerKey: 'users.columns.lastSignIn',
      cell: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt, timeZone) : t('users.page.never')),
    },
    { key: 'actions', headerKey: 'users.columns.actions', align: 'right', cell: (u) => <RowActions user={u} onChoose={setOpen} /> },
  ];
  return (
    <ListPage
      title={t('users.page.title')}
      description={<Text>{t('users.page.description', { hotel: contextIns?.nomeIns ?? '' })}</Text>}
      actions={
        <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setOpen({ kind: 'invite' })}>
          {t('users.page.invite')}
        </Button>
      }
      filtersLabel={t('users.page.filtersLabel')}
      filters={
        <>
          <TextInput
            type="search"
            label={t('users.page.search')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={80}
            w={320}
          />
          <NativeSelect
            label={t('users.page.status')}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as UserStatus | '')}
            data={[
              { value: '', label: t('users.page.allStatuses') },
              ...USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) })),
            ]}
          />
        </>
      }
      list={list}
      table={{
        columns,
        rowKey: (u) => u.idUser,
        empty: t('users.page.empty'),
        onOpen: (user) => setOpen({ kind: 'edit', user }),
        rowProps: (u) => ({ 'data-testid': 'user-row', 'data-email': u.email }),
        testId: 'users-table',
        minWidth: 900,
      }}
    >
      {open?.kind === 'invite' && <UserFormModal key={opened.seq} user={null} onClose={closer(opened.seq)} />}
      {open?.kind === 'edit' && <UserFormModal key={opened.seq} user={open.user} onClose={closer(opened.seq)} />}
      {open?.kind === 'action' && <UserActionModal key={opened.seq} user={open.user} action={open.action} onClose={closer(opened.seq)} />}
    </ListPage>
  );
}
