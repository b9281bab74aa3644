import type { EmulableUser } from '@gm/contracts/auth/emulation';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { hasTranslation } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { landingPath } from '../../lib/access';
import { notifyError } from '../../lib/notify';
import { useRouteTable } from '../../lib/route-table';
import { exchangeCookie, useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../lib/use-list-query';
import { AppModal } from '../../ui/app-modal';
import type { DataColumn } from '../../ui/data-table';
import { ListPage } from '../../ui/list-page';
import { emulationKeys, listEmulableUsers, startEmulation } from './emulate-api';

/**
 * /emulate/index: an administrator picks a user of the current hotel and sees the product as them (their menu,
 * permissions and screens) to help them. The server refuses who may not be emulated; the list says why beforehand.
 */
export function EmulatePage() {
  const { t } = useT();
  const { contextIns } = useSession();
  const timeZone = useHotelTimeZone();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<EmulableUser | null>(null);
  const list = useListQuery({
    queryKey: emulationKeys.users,
    fetch: (w, s) => listEmulableUsers({ search: s || undefined, offset: w.offset, limit: w.limit }),
    filters: debounced,
    pageSize: 20,
    pageSizes: [20, 50, 100],
  });
  const area = (code: string) => {
    const key = `administration.emulate.areas.${code}`;
    return hasTranslation(key) ? t(key) : code;
  };
  const columns: DataColumn<EmulableUser>[] = [
    { key: 'name', headerKey: 'administration.emulate.columns.name', cell: (u) => <Text fw={600}>{u.name}</Text> },
    { key: 'email', headerKey: 'administration.emulate.columns.email', cell: (u) => u.email },
    {
      key: 'role',
      headerKey: 'administration.emulate.columns.role',
      cell: (u) => (
        <Group gap={4}>
          {u.areas.map((a) => (
            <Badge key={a} variant="light" color="gray" tt="none">
              {area(a)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'lastSignIn',
      headerKey: 'administration.emulate.columns.lastSignIn',
      cell: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt, timeZone) : t('administration.emulate.never')),
    },
    {
      key: 'action',
      headerKey: 'administration.emulate.columns.action',
      cell: (u) =>
        u.refusal ? (
          <Text size="sm" c="dimmed">
            {t(`administration.emulate.refusals.${u.refusal}`)}
          </Text>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            aria-label={t('administration.emulate.viewAs', { name: u.name })}
            onClick={() => setChosen(u)}
          >
            {t('administration.emulate.viewAsShort')}
          </Button>
        ),
    },
  ];

  return (
    <ListPage
      title={t('shell.nav.emulate')}
      description={<Text>{t('administration.emulate.description', { hotel: contextIns?.nomeIns ?? '' })}</Text>}
      filtersLabel={t('administration.emulate.filters')}
      filters={
        <TextInput
          label={t('administration.emulate.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
          data-testid="emulate-search"
        />
      }
      list={list}
      table={{
        columns,
        rowKey: (u) => u.idUser,
        empty: t('administration.emulate.empty'),
        onOpen: (u) => !u.refusal && setChosen(u),
        testId: 'emulate-users',
        minWidth: 720,
      }}
    >
      <ConfirmEmulation user={chosen} onClose={() => setChosen(null)} />
    </ListPage>
  );
}

/** The confirmation; on success the app reloads, signed in as the administrator but seeing as the user. */
function ConfirmEmulation({ user, onClose }: { user: EmulableUser | null; onClose: () => void }) {
  const { t } = useT();
  const session = useSession();
  const { routes } = useRouteTable();
  const start = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (idUser: number) => {
      await startEmulation(idUser);
      // The session now answers as the user: land where they would, with a full reload (nothing of the
      // administrator's screens or cache stays).
      const next = await exchangeCookie();
      return next ? landingPath(routes, { user: next.user, contextIns: next.contextIns }) : '/';
    },
    onSuccess: (path) => window.location.assign(path),
    onError: notifyError,
  });
  const name = user?.name ?? '';
  return (
    <AppModal
      opened={user !== null}
      onClose={() => !start.isPending && onClose()}
      title={t('administration.emulate.confirm.title', { name })}
    >
      {user && (
        <Stack gap="md">
          <Text>{t('administration.emulate.confirm.body', { name, email: user.email })}</Text>
          <Text size="sm" c="dimmed">
            {t('administration.emulate.confirm.audit', { name, admin: session.user.name })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={start.isPending}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={() => start.mutate(user.idUser)} loading={start.isPending} data-autofocus>
              {t('administration.emulate.confirm.start', { name })}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
