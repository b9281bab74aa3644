import type { DetailedGuest, DuplicateProfile } from '@gm/contracts/bookings';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { formatDocument, isMaskedDocument } from '@gm/domain/documents';
import { satisfies } from '@gm/domain/permissions';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify, notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session/session-store';
import { bookingKeys, mergeProfiles, revealDocument } from './api';
import { ConfirmModal } from './confirm-modals';

/**
 * Guest identity tools of the staff detail (issue 9, docs/decisions/0018-guest-identity-and-limits.md):
 * documents come masked (***.456.789-**); a role holding TRIAL documentos shows one in full (the server records
 * who and when); and profiles that share a document (a returning guest who did not prove it was them) are
 * compared side by side and merged.
 */

function useMayReveal(): boolean {
  const { user, contextIns } = useSession();
  return satisfies(user.permissions, [PERMISSIONS.TRIAL.documentos], { codIns: contextIns?.codIns ?? null, idUser: user.idUser });
}

/** A masked document with a "show" action for roles that may see it in full. */
export function DocumentValue({
  label,
  value,
  target,
  field,
}: {
  label: string;
  value: string | null | undefined;
  target: { codPes?: number; CODPESRES?: number };
  field: 'cpf' | 'travelDocument' | 'DOC' | 'WEBCHECKDOC';
}) {
  const { t } = useT();
  const mayReveal = useMayReveal();
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = formatDocument(full ?? value, field === 'cpf' ? 'cpf' : 'other');
  const reveal = async () => {
    setBusy(true);
    try {
      const reply = await revealDocument(target);
      setFull(reply[field] ?? '-');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Group component="dd" m={0} gap={4} wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={`document-${field}`}>
          {shown ?? '-'}
        </Text>
        {mayReveal && !full && isMaskedDocument(value) && (
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            onClick={() => void reveal()}
            loading={busy}
            aria-label={t('bookings.identity.revealLabel', { field: label })}
          >
            {t('bookings.identity.reveal')}
          </Button>
        )}
      </Group>
    </div>
  );
}

/** Other profiles of the hotel with this guest's document, and the merge of one into the other. */
export function DuplicateProfiles({ guest, duplicates }: { guest: DetailedGuest; duplicates: DuplicateProfile[] }) {
  const { t } = useT();
  const client = useQueryClient();
  const [other, setOther] = useState<DuplicateProfile | null>(null);
  const [keep, setKeep] = useState<'this' | 'other'>('this');
  const [busy, setBusy] = useState(false);
  if (!duplicates.length) return null;
  const merge = async () => {
    if (!other) return;
    setBusy(true);
    try {
      const [manter, mesclar] = keep === 'this' ? [guest.codPes, other.codPes] : [other.codPes, guest.codPes];
      const reply = await mergeProfiles(manter, mesclar);
      notify('success', reply.message);
      setOther(null);
      await client.invalidateQueries({ queryKey: bookingKeys.all });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      color="yellow"
      title={t('bookings.identity.duplicatesTitle')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="duplicate-profiles"
    >
      <Stack gap="xs">
        <Text size="sm">{t('bookings.identity.duplicatesText')}</Text>
        {duplicates.map((d) => (
          <Group key={d.codPes} justify="space-between" wrap="wrap">
            <Text size="sm">
              {d.nomeCompleto} · {d.email ?? '-'} · {t('bookings.identity.createdAt', { date: d.criadoEm })} ·{' '}
              {t('bookings.identity.bookingsCount', { count: d.qtdReservas })}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setKeep('this');
                setOther(d);
              }}
            >
              {t('bookings.identity.compare')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        opened={other !== null}
        title={t('bookings.identity.mergeTitle')}
        confirmLabel={t('bookings.identity.merge')}
        onConfirm={() => void merge()}
        onCancel={() => setOther(null)}
        busy={busy}
      >
        {other && (
          <Stack gap="sm">
            <Text size="sm">{t('bookings.identity.mergeText')}</Text>
            <Table.ScrollContainer minWidth={420}>
              <Table withColumnBorders data-testid="merge-compare">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th>{t('bookings.identity.thisProfile')}</Table.Th>
                    <Table.Th>{t('bookings.identity.otherProfile')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th>{t('bookings.detail.fullName')}</Table.Th>
                    <Table.Td>{guest.nomeCompleto}</Table.Td>
                    <Table.Td>{other.nomeCompleto}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('bookings.form.email')}</Table.Th>
                    <Table.Td>{guest.email ?? '-'}</Table.Td>
                    <Table.Td>{other.email ?? '-'}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('bookings.detail.birthDate')}</Table.Th>
                    <Table.Td>{guest.dataNasc ?? '-'}</Table.Td>
                    <Table.Td>{other.dataNasc ?? '-'}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Radio.Group label={t('bookings.identity.keepQuestion')} value={keep} onChange={(v) => setKeep(v as 'this' | 'other')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6}>
                <Radio value="this" label={t('bookings.identity.keepThis')} />
                <Radio value="other" label={t('bookings.identity.keepOther')} />
              </SimpleGrid>
            </Radio.Group>
            <Text size="xs" c="dimmed">
              {t('bookings.identity.mergeNote')}
            </Text>
          </Stack>
        )}
      </ConfirmModal>
    </Alert>
  );
}
