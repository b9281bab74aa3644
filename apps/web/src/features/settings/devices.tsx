import * as doorlock from '@gm/contracts/doorlock/services';
import * as kiosk from '@gm/contracts/kiosk/services';
import { formatDateTime } from '@gm/domain/format';
import { Alert, Button, Card, Code, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { call } from '../../lib/api/client';
import { notify, notifyError } from '../../lib/notify';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { settingsKeys } from './api';
import { copyText } from './copy-text';

/** A device as the section lists it: its name, created, last seen (use or contact), revoked, and extra cells. */
interface DeviceRow {
  id: number;
  nome: string;
  criadoEm: string;
  lastSeen: string | null;
  revogadoEm: string | null;
  extra: string[];
}

/** What differs between the kiosks and the connectors: their words, calls and what a new one shows once. */
interface DeviceKind {
  /** settings.devices.<words>.* */
  words: 'kiosks' | 'connectors';
  testId: 'kiosk' | 'connector';
  /** The test id of the secret shown once. */
  secretTestId: 'kiosk-url' | 'connector-token';
  nameMax: number;
  /** An optional second field of the form (the kiosk's card terminal). */
  extraField?: { label: string; hint: string; max: number };
  /** Header keys of the extra cells (after the name). */
  extraColumns: string[];
  /** settings.devices.<words>.<lastSeenKey>: the last-seen column's header. */
  lastSeenKey: 'lastUse' | 'lastContact';
  list(): Promise<DeviceRow[]>;
  /** Makes one; answers its name and the secret shown once (the kiosk's address, the connector's token). */
  create(name: string, extra: string): Promise<{ nome: string; secret: string }>;
  /** Revokes one; answers its name for the toast. */
  revoke(id: number): Promise<string>;
}

const KIOSKS: DeviceKind = {
  words: 'kiosks',
  testId: 'kiosk',
  secretTestId: 'kiosk-url',
  nameMax: 80,
  extraField: { label: 'settings.devices.kiosks.terminal', hint: 'settings.devices.kiosks.terminalHint', max: 64 },
  extraColumns: ['settings.devices.kiosks.terminal'],
  lastSeenKey: 'lastUse',
  list: async () =>
    (await call(kiosk.listKiosks, {})).data.map((k) => ({
      id: k.id,
      nome: k.nome,
      criadoEm: k.criadoEm,
      lastSeen: k.ultimoUso,
      revogadoEm: k.revogadoEm,
      extra: [k.terminal ?? '—'],
    })),
  create: async (nome, terminal) => {
    const r = await call(kiosk.createKiosk, { nome, terminal: terminal || undefined });
    return { nome: r.totem.nome, secret: r.url };
  },
  revoke: async (id) => (await call(kiosk.revokeKiosk, { id })).totem.nome,
};

const CONNECTORS: DeviceKind = {
  words: 'connectors',
  testId: 'connector',
  secretTestId: 'connector-token',
  nameMax: 60,
  extraColumns: [],
  lastSeenKey: 'lastContact',
  list: async () =>
    (await call(doorlock.listConnectors, {})).data.map((c) => ({
      id: c.id,
      nome: c.nome,
      criadoEm: c.criadoEm,
      lastSeen: c.ultimoContato,
      revogadoEm: c.revogadoEm,
      extra: [],
    })),
  create: async (nome) => {
    const r = await call(doorlock.connectorToken, { nome });
    return { nome: r.nome, secret: r.token };
  },
  revoke: async (id) => {
    const r = await call(doorlock.revokeConnector, { id });
    return r.data.find((c) => c.id === id)?.nome ?? '';
  },
};

/**
 * The hotel's lobby kiosks and door-lock connectors (decisions 0064 and 0066): each is a device with a secret the
 * staff create here, see once (the kiosk's address, the connector's token), and revoke at once when the device is
 * lost or replaced. Only the secrets' hashes are kept, so a lost secret is revoked and made anew.
 */
export function Devices() {
  return (
    <Stack gap="xl" maw={1000}>
      <DeviceSection kind={KIOSKS} />
      <DeviceSection kind={CONNECTORS} />
    </Stack>
  );
}

/** Instants as the back office writes them: DD/MM/YYYY HH:mm in the hotel's time zone. */
function useWhen() {
  const timeZone = useHotelTimeZone();
  return (iso: string | null) => formatDateTime(iso, timeZone);
}

/** The secret just made, shown once with a copy button. */
function Secret({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  const { t } = useT();
  return (
    <Alert color="blue" title={label} data-testid={testId}>
      <Stack gap="xs">
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <Text size="sm">{hint}</Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => void copyText(value, t('settings.links.copied'))}
          >
            {t('settings.devices.copy')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function Status({ revoked }: { revoked: string | null }) {
  const { t } = useT();
  return (
    <Text size="sm" fw={600} c={revoked ? 'dimmed' : 'teal.9'}>
      {t(revoked ? 'settings.devices.revoked' : 'settings.devices.active')}
    </Text>
  );
}

function DeviceSection({ kind }: { kind: DeviceKind }) {
  const { t } = useT();
  const when = useWhen();
  const client = useQueryClient();
  const key = [...settingsKeys.all, 'devices', kind.words] as const;
  const w = (k: string, o?: Record<string, unknown>) => t(`settings.devices.${kind.words}.${k}`, o);
  const list = useQuery({ queryKey: key, queryFn: kind.list });
  const [name, setName] = useState('');
  const [extra, setExtra] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [made, setMade] = useState<{ nome: string; secret: string } | null>(null);
  const create = useMutation({
    mutationFn: () => kind.create(name.trim(), extra.trim()),
    onSuccess: (r) => {
      setMade(r);
      setName('');
      setExtra('');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: notifyError,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => kind.revoke(id),
    onSuccess: (nome) => {
      notify('success', w('revokedToast', { name: nome }));
      void client.invalidateQueries({ queryKey: key });
    },
    onError: notifyError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError(t('settings.devices.nameRequired'));
    setNameError(null);
    create.mutate();
  };
  const rows = list.data ?? [];
  const headers: ReactNode[] = [
    w('name'),
    ...kind.extraColumns.map((k) => t(k)),
    t('settings.devices.created'),
    w(kind.lastSeenKey),
    t('settings.devices.status'),
    <VisuallyHidden key="actions">{t('settings.devices.actions')}</VisuallyHidden>,
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`devices-${kind.words}`}>
      <Title order={3} size="h4" id={`devices-${kind.words}`} mb="xs">
        {w('title')}
      </Title>
      <Text mb="md">{w('intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={w('new')}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={w('name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={kind.nameMax}
            required
          />
          {kind.extraField && (
            <TextInput
              label={t(kind.extraField.label)}
              description={t(kind.extraField.hint)}
              value={extra}
              onChange={(e) => setExtra(e.currentTarget.value)}
              maxLength={kind.extraField.max}
            />
          )}
          <Button type="submit" loading={create.isPending}>
            {w('create')}
          </Button>
        </Group>
      </form>
      {made && (
        <Stack mt="md">
          <Secret label={w('madeTitle', { name: made.nome })} value={made.secret} hint={w('madeHint')} testId={kind.secretTestId} />
        </Stack>
      )}
      {list.isPending ? (
        <LoadingIndicator />
      ) : rows.length === 0 ? (
        <Text mt="md">{w('none')}</Text>
      ) : (
        <Table mt="md" striped aria-label={w('title')}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the headers are a fixed list per kind
                <Table.Th key={i}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id} data-testid={`${kind.testId}-row`} data-name={d.nome}>
                <Table.Td>{d.nome}</Table.Td>
                {d.extra.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the extra cells are a fixed list per kind
                  <Table.Td key={i}>{v}</Table.Td>
                ))}
                <Table.Td>{when(d.criadoEm)}</Table.Td>
                <Table.Td>{when(d.lastSeen)}</Table.Td>
                <Table.Td>
                  <Status revoked={d.revogadoEm} />
                </Table.Td>
                <Table.Td>
                  {!d.revogadoEm && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate(d.id)}
                      loading={revoke.isPending && revoke.variables === d.id}
                    >
                      {t('settings.devices.revokeNamed', { name: d.nome })}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
