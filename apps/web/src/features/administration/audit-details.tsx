import type { AuditEntryWire } from '@gm/contracts/administration/audit';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { diffRows } from './audit-diff';

/** One entry's details: who, as whom, on what, and its before and after as a readable diff. */
export function AuditDetails({
  entry,
  label,
  timeZone,
  onClose,
}: {
  entry: AuditEntryWire | null;
  label: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const rows = entry ? diffRows(entry.before, entry.after) : [];
  const none = t('administration.audit.diff.none');
  const hasBefore = rows.some((r) => r.before !== null);
  return (
    <AppModal opened={entry !== null} onClose={onClose} title={t('administration.audit.detailsOf', { action: label })} size="lg">
      {entry && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Meta label={t('administration.audit.meta.at')} value={formatDateTime(entry.at, timeZone)} />
            <Meta label={t('administration.audit.meta.who')} value={entry.actor?.name ?? t('administration.audit.system')} />
            {entry.as && <Meta label={t('administration.audit.meta.as')} value={entry.as.name ?? String(entry.as.idUser)} />}
            {entry.target && (
              <Meta
                label={t('administration.audit.meta.target')}
                value={entry.target.label ?? `${entry.target.type} ${entry.target.id ?? ''}`}
              />
            )}
            {entry.ip && <Meta label={t('administration.audit.meta.ip')} value={entry.ip} />}
          </SimpleGrid>
          {rows.length === 0 ? (
            <Text c="dimmed">{t('administration.audit.diff.empty')}</Text>
          ) : (
            <Table striped withTableBorder data-testid="audit-diff">
              <Table.Caption>{t('administration.audit.diff.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('administration.audit.diff.field')}</Table.Th>
                  {hasBefore && <Table.Th scope="col">{t('administration.audit.diff.before')}</Table.Th>}
                  <Table.Th scope="col">{t('administration.audit.diff.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.field}>
                    <Table.Th scope="row" fw={500}>
                      <Group gap={6} wrap="nowrap">
                        <span>{r.field}</span>
                        {r.changed && (
                          <Badge size="xs" color="yellow" c="dark" variant="filled">
                            {t('administration.audit.diff.changed')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Th>
                    {hasBefore && (
                      <Table.Td>
                        <Text size="sm" td={r.changed ? 'line-through' : undefined} style={{ wordBreak: 'break-word' }}>
                          {r.before ?? none}
                        </Text>
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Text size="sm" fw={r.changed ? 700 : undefined} style={{ wordBreak: 'break-word' }}>
                        {r.after ?? none}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </AppModal>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
