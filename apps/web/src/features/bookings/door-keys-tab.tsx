import { roomNumber } from '@gm/contracts/doorlock/index';
import { Alert, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/notify';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { bookingKeys, consultDoorKey, doorKeys, requestDoorKey, revokeDoorKeys } from './api';
import type { BookingTabProps } from './booking-tab-props';

/** How often the tab asks how a key encoding is going while the lock server works (a few seconds in all). */
const POLL_MS = 1000;

/**
 * The booking's keys (decision 0066): the room and "Gravar chave" (RequisitarEncodeService with the room and the
 * number of cards; TRIAL checkinouts, the reception's permission), the encoding followed to done or failed, and the
 * booking's latest encodings. The server checks the booking's state; its refusal shows on the room field or above.
 * When the stay ends its keys are revoked in the lock system (decision 0078): each key says when, the revocation's
 * state shows per room, and "Revogar chaves" asks again (a refusal of the lock system, or a lost card).
 */
export function DoorKeysTab({ codRes }: BookingTabProps) {
  const { t, language } = useT();
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: bookingKeys.doorKeys(codRes),
    queryFn: () => doorKeys(codRes),
    // A revocation on its way is followed until the lock system answers.
    refetchInterval: (q) => (q.state.data?.revogacoes.some((r) => r.situacao === 'pending' || r.situacao === 'working') ? POLL_MS : false),
  });
  const [room, setRoom] = useState<string | null>(null);
  const [cards, setCards] = useState<number>(1);
  const [roomError, setRoomError] = useState<string | null>(null);
  const [following, setFollowing] = useState<number | null>(null);
  const roomValue = room ?? keys.data?.numUH ?? '';

  const status = useQuery({
    queryKey: [...bookingKeys.doorKeys(codRes), 'encode', following],
    queryFn: () => consultDoorKey(following!),
    enabled: following !== null,
    refetchInterval: (q) => {
      const s = q.state.data?.encode.situacao;
      return s === 'done' || s === 'failed' ? false : POLL_MS;
    },
  });
  const finished = status.data && (status.data.encode.situacao === 'done' || status.data.encode.situacao === 'failed');
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: bookingKeys.doorKeys(codRes), exact: true });
  }, [finished, client, codRes]);

  const revoke = useMutation({
    mutationFn: () => revokeDoorKeys(codRes),
    onSuccess: () => void client.invalidateQueries({ queryKey: bookingKeys.doorKeys(codRes), exact: true }),
    meta: { handlesErrors: true },
  });

  const request = useMutation({
    mutationFn: () => requestDoorKey(codRes, roomValue.trim(), cards),
    onSuccess: (r) => setFollowing(r.seqEncode),
    meta: { handlesErrors: true },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const ok = roomNumber.safeParse(roomValue).success;
    setRoomError(ok ? null : t('bookings.keys.roomInvalid'));
    if (ok) request.mutate();
  };

  if (keys.isLoading) return <LoadingIndicator />;
  const current = status.data?.encode;
  const encodes = keys.data?.encodes ?? [];
  const dateTime = (iso: string) => new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : language);
  const stateLabel = (s: string) => t(`bookings.keys.state.${s}`);
  return (
    <Stack gap="md" data-testid="door-keys-tab">
      <form onSubmit={submit} noValidate aria-labelledby="door-keys-title">
        <Text id="door-keys-title" fw={600} mb="xs">
          {t('bookings.keys.title')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('bookings.keys.room')}
            description={t('bookings.keys.roomHint')}
            value={roomValue}
            onChange={(e) => {
              setRoom(e.currentTarget.value);
              setRoomError(null);
            }}
            error={roomError}
            maxLength={16}
            required
            data-path="numUH"
          />
          <NumberInput
            label={t('bookings.keys.cards')}
            value={cards}
            onChange={(v) => setCards(typeof v === 'number' ? v : 1)}
            min={1}
            max={4}
            clampBehavior="strict"
            allowDecimal={false}
            w={120}
          />
          <Button type="submit" loading={request.isPending || (following !== null && !finished)} data-testid="door-keys-request">
            {t('bookings.keys.request')}
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {request.isError && (
          <Alert color="orange" data-testid="door-keys-error">
            {errorMessage(request.error)}
          </Alert>
        )}
        {current && current.situacao !== 'failed' && (
          <Alert color={current.situacao === 'done' ? 'green' : 'blue'} data-testid="door-keys-status" data-state={current.situacao}>
            {current.situacao === 'done'
              ? t('bookings.keys.done', { room: current.numUH, n: current.gravacoes ?? 0 })
              : t('bookings.keys.working', { room: current.numUH })}
          </Alert>
        )}
        {current?.situacao === 'failed' && (
          <Alert color="red" data-testid="door-keys-status" data-state="failed">
            {current.mensagem}
          </Alert>
        )}
      </div>
      {keys.data && keys.data.encodes.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped data-testid="door-keys-history">
            <Table.Caption>{t('bookings.keys.history')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.keys.when')}</Table.Th>
                <Table.Th>{t('bookings.keys.room')}</Table.Th>
                <Table.Th>{t('bookings.keys.cards')}</Table.Th>
                <Table.Th>{t('bookings.keys.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.encodes.map((e) => (
                <Table.Tr key={e.seqEncode}>
                  <Table.Td>{dateTime(e.dhSolicitacao)}</Table.Td>
                  <Table.Td>{e.numUH}</Table.Td>
                  <Table.Td>{e.qtdCartoes}</Table.Td>
                  <Table.Td data-testid="door-key-result" data-revoked={e.revogadaEm ? 'true' : undefined}>
                    {e.situacao === 'failed' ? (e.mensagem ?? stateLabel('failed')) : stateLabel(e.situacao)}
                    {e.revogadaEm && (
                      <Text size="sm" c="dark.6" title={t('bookings.keyRevocation.revokedAt', { when: dateTime(e.revogadaEm) })}>
                        {t('bookings.keyRevocation.revoked')} · {dateTime(e.revogadaEm)}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {encodes.some((e) => e.situacao === 'done') && (
        <Stack gap="xs" data-testid="door-keys-revocation" aria-labelledby="door-keys-revocation-title">
          <Text id="door-keys-revocation-title" fw={600}>
            {t('bookings.keyRevocation.title')}
          </Text>
          <Text size="sm">{t('bookings.keyRevocation.intro')}</Text>
          <div role="status" aria-live="polite">
            {(keys.data?.revogacoes ?? []).map((r) => (
              <Alert
                key={r.seqEncode}
                color={r.situacao === 'done' ? 'green' : r.situacao === 'failed' ? 'red' : 'blue'}
                data-testid="door-keys-revocation-status"
                data-state={r.situacao}
                mb="xs"
              >
                {t(`bookings.keyRevocation.state.${r.situacao}`, {
                  room: r.numUH,
                  when: r.dhConclusao ? dateTime(r.dhConclusao) : '',
                  message: r.mensagem ?? '',
                })}
              </Alert>
            ))}
            {revoke.isError && (
              <Alert color="orange" data-testid="door-keys-revoke-error">
                {errorMessage(revoke.error)}
              </Alert>
            )}
          </div>
          {encodes.some((e) => e.situacao === 'done' && !e.revogadaEm) && (
            <Group>
              <Button variant="default" loading={revoke.isPending} onClick={() => revoke.mutate()} data-testid="door-keys-revoke">
                {t('bookings.keyRevocation.request')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
