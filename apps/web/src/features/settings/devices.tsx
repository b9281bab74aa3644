import type { DoorLockConnector } from '@gm/contracts/doorlock/index';
import * as doorlock from '@gm/contracts/doorlock/services';
import type { KioskDevice } from '@gm/contracts/kiosk/index';
import * as kiosk from '@gm/contracts/kiosk/services';
import { Alert, Button, Card, Code, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { call } from '../../lib/api/client';
import { notify, notifyError } from '../../lib/notify';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { settingsKeys } from './api';
import { copyText } from './copy-text';

const kioskKey = [...settingsKeys.all, 'kiosks'] as const;
const connectorKey = [...settingsKeys.all, 'door-connectors'] as const;

/**
 * The hotel's lobby kiosks and door-lock connectors (decisions 0064 and 0066): each is a device with a secret the
 * staff create here, see once (the kiosk's address, the connector's token), and revoke at once when the device is
 * lost or replaced. Only the secrets' hashes are kept, so a lost secret is revoked and made anew.
 */
export function Devices() {
  return (
    <Stack gap="xl" maw={1000}>
      <Kiosks />
      <Connectors />
    </Stack>
  );
}

function useWhen() {
  const { language } = useT();
  return (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
      : '—';
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

function Kiosks() {
  const { t } = useT();
  const when = useWhen();
  const client = useQueryClient();
  const list = useQuery({ queryKey: kioskKey, queryFn: () => call(kiosk.listKiosks, {}) });
  const [name, setName] = useState('');
  const [terminal, setTerminal] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [made, setMade] = useState<{ nome: string; url: string } | null>(null);
  const create = useMutation({
    mutationFn: () => call(kiosk.createKiosk, { nome: name.trim(), terminal: terminal.trim() || undefined }),
    onSuccess: (r) => {
      setMade({ nome: r.totem.nome, url: r.url });
      setName('');
      setTerminal('');
      void client.invalidateQueries({ queryKey: kioskKey });
    },
    onError: notifyError,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => call(kiosk.revokeKiosk, { id }),
    onSuccess: (r) => {
      notify('success', t('settings.devices.kiosks.revokedToast', { name: r.totem.nome }));
      void client.invalidateQueries({ queryKey: kioskKey });
    },
    onError: notifyError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError(t('settings.devices.nameRequired'));
    setNameError(null);
    create.mutate();
  };
  const rows: KioskDevice[] = list.data?.data ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="devices-kiosks">
      <Title order={3} size="h4" id="devices-kiosks" mb="xs">
        {t('settings.devices.kiosks.title')}
      </Title>
      <Text mb="md">{t('settings.devices.kiosks.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('settings.devices.kiosks.new')}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('settings.devices.kiosks.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={80}
            required
          />
          <TextInput
            label={t('settings.devices.kiosks.terminal')}
            description={t('settings.devices.kiosks.terminalHint')}
            value={terminal}
            onChange={(e) => setTerminal(e.currentTarget.value)}
            maxLength={64}
          />
          <Button type="submit" loading={create.isPending}>
            {t('settings.devices.kiosks.create')}
          </Button>
        </Group>
      </form>
      {made && (
        <Stack mt="md">
          <Secret
            label={t('settings.devices.kiosks.madeTitle', { name: made.nome })}
            value={made.url}
            hint={t('settings.devices.kiosks.madeHint')}
            testId="kiosk-url"
          />
        </Stack>
      )}
      {list.isPending ? (
        <LoadingIndicator />
      ) : rows.length === 0 ? (
        <Text mt="md">{t('settings.devices.kiosks.none')}</Text>
      ) : (
        <Table mt="md" striped aria-label={t('settings.devices.kiosks.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.devices.kiosks.name')}</Table.Th>
              <Table.Th>{t('settings.devices.kiosks.terminal')}</Table.Th>
              <Table.Th>{t('settings.devices.created')}</Table.Th>
              <Table.Th>{t('settings.devices.kiosks.lastUse')}</Table.Th>
              <Table.Th>{t('settings.devices.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('settings.devices.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((k) => (
              <Table.Tr key={k.id} data-testid="kiosk-row" data-name={k.nome}>
                <Table.Td>{k.nome}</Table.Td>
                <Table.Td>{k.terminal ?? '—'}</Table.Td>
                <Table.Td>{when(k.criadoEm)}</Table.Td>
                <Table.Td>{when(k.ultimoUso)}</Table.Td>
                <Table.Td>
                  <Status revoked={k.revogadoEm} />
                </Table.Td>
                <Table.Td>
                  {!k.revogadoEm && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate(k.id)}
                      loading={revoke.isPending && revoke.variables === k.id}
                    >
                      {t('settings.devices.revokeNamed', { name: k.nome })}
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

function Connectors() {
  const { t } = useT();
  const when = useWhen();
  const client = useQueryClient();
  const list = useQuery({ queryKey: connectorKey, queryFn: () => call(doorlock.listConnectors, {}) });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [made, setMade] = useState<{ nome: string; token: string } | null>(null);
  const put = (data: DoorLockConnector[]) => client.setQueryData(connectorKey, { status: 1 as const, data });
  const create = useMutation({
    mutationFn: () => call(doorlock.connectorToken, { nome: name.trim() }),
    onSuccess: (r) => {
      setMade({ nome: r.nome, token: r.token });
      setName('');
      void client.invalidateQueries({ queryKey: connectorKey });
    },
    onError: notifyError,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => call(doorlock.revokeConnector, { id }),
    onSuccess: (r) => {
      put(r.data);
      notify('success', t('settings.devices.connectors.revokedToast'));
    },
    onError: notifyError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError(t('settings.devices.nameRequired'));
    setNameError(null);
    create.mutate();
  };
  const rows = list.data?.data ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="devices-connectors">
      <Title order={3} size="h4" id="devices-connectors" mb="xs">
        {t('settings.devices.connectors.title')}
      </Title>
      <Text mb="md">{t('settings.devices.connectors.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('settings.devices.connectors.new')}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('settings.devices.connectors.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={60}
            required
          />
          <Button type="submit" loading={create.isPending}>
            {t('settings.devices.connectors.create')}
          </Button>
        </Group>
      </form>
      {made && (
        <Stack mt="md">
          <Secret
            label={t('settings.devices.connectors.madeTitle', { name: made.nome })}
            value={made.token}
            hint={t('settings.devices.connectors.madeHint')}
            testId="connector-token"
          />
        </Stack>
      )}
      {list.isPending ? (
        <LoadingIndicator />
      ) : rows.length === 0 ? (
        <Text mt="md">{t('settings.devices.connectors.none')}</Text>
      ) : (
        <Table mt="md" striped aria-label={t('settings.devices.connectors.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.devices.connectors.name')}</Table.Th>
              <Table.Th>{t('settings.devices.created')}</Table.Th>
              <Table.Th>{t('settings.devices.connectors.lastContact')}</Table.Th>
              <Table.Th>{t('settings.devices.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('settings.devices.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id} data-testid="connector-row" data-name={c.nome}>
                <Table.Td>{c.nome}</Table.Td>
                <Table.Td>{when(c.criadoEm)}</Table.Td>
                <Table.Td>{when(c.ultimoContato)}</Table.Td>
                <Table.Td>
                  <Status revoked={c.revogadoEm} />
                </Table.Td>
                <Table.Td>
                  {!c.revogadoEm && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate(c.id)}
                      loading={revoke.isPending && revoke.variables === c.id}
                    >
                      {t('settings.devices.revokeNamed', { name: c.nome })}
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
