import type { AuditEntryWire, AuditFilters } from '@gm/contracts/administration/audit';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { formatDateTime } from '@gm/domain/format';
import { satisfies } from '@gm/domain/permissions';
import { Button, NativeSelect, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { hasTranslation } from '../../i18n/i18n';
import { type Translate, useT } from '../../i18n/use-t';
import { notify, notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../lib/use-list-query';
import type { DataColumn } from '../../ui/data-table';
import { DateInput } from '../../ui/date-input';
import { ListPage } from '../../ui/list-page';
import { auditKeys, auditOptions, exportAudit, listAudit } from './audit-api';
import { AuditDetails } from './audit-details';
import { AuditRetention } from './audit-retention';

interface Draft {
  from: string;
  to: string;
  action: string;
  actorId: string;
  search: string;
}

const EMPTY: Draft = { from: '', to: '', action: '', actorId: '', search: '' };

/** An action's words (administration.audit.actions.*), else its code: other modules add actions of their own. */
function actionLabel(t: Translate, action: string): string {
  const key = `administration.audit.actions.${action}`;
  return hasTranslation(key) ? t(key) : action;
}

/** Saves a file the browser got from a service (the export). */
function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /config/audit: the hotel's audit trail with filters, the export, each entry's diff, and the retention. */
export function AuditPage() {
  const { t } = useT();
  const { contextIns, user } = useSession();
  // Auditors (ADM:{hotel}:audit) read; only the hotel's administrators change the retention.
  const administers = satisfies(user.permissions, PERMISSIONS.ADM.any, { codIns: contextIns?.codIns ?? null, idUser: user.idUser });
  const timeZone = useHotelTimeZone();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [search] = useDebouncedValue(draft.search.trim(), 300);
  const [open, setOpen] = useState<AuditEntryWire | null>(null);
  const options = useQuery({ queryKey: auditKeys.options, queryFn: auditOptions });
  const reversed = draft.from !== '' && draft.to !== '' && draft.to < draft.from;
  const filters = useMemo<AuditFilters>(
    () => ({
      from: draft.from || undefined,
      to: (!reversed && draft.to) || undefined,
      action: draft.action || undefined,
      actorId: draft.actorId ? Number(draft.actorId) : undefined,
      search: search || undefined,
    }),
    [draft.from, draft.to, draft.action, draft.actorId, search, reversed],
  );
  const list = useListQuery({
    queryKey: auditKeys.lists,
    fetch: (w, f) => listAudit({ ...f, offset: w.offset, limit: w.limit }),
    filters,
    pageSize: 20,
    pageSizes: [20, 50, 100],
  });
  const exporting = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => exportAudit(filters),
    onSuccess: (file) => {
      download(file.blob, file.filename ?? 'audit.xlsx');
      notify('success', t('administration.audit.exported'));
    },
    onError: notifyError,
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const columns: DataColumn<AuditEntryWire>[] = [
    { key: 'at', headerKey: 'administration.audit.columns.at', cell: (e) => formatDateTime(e.at, timeZone), width: 150 },
    { key: 'action', headerKey: 'administration.audit.columns.action', cell: (e) => actionLabel(t, e.action) },
    {
      key: 'actor',
      headerKey: 'administration.audit.columns.actor',
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm">{e.actor?.name ?? t('administration.audit.system')}</Text>
          {e.as && (
            <Text size="xs" c="dimmed">
              {t('administration.audit.as', { name: e.as.name ?? String(e.as.idUser) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'target', headerKey: 'administration.audit.columns.target', cell: (e) => e.target?.label ?? e.target?.id ?? '' },
    {
      key: 'details',
      headerKey: 'administration.audit.columns.details',
      cell: (e) => (
        <UnstyledButton onClick={() => setOpen(e)} td="underline" c="var(--mantine-primary-color-filled)" fz="sm">
          {t('administration.audit.details')}
        </UnstyledButton>
      ),
    },
  ];
  const actionOptions = (options.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(t, a) }));
  const actorOptions = (options.data?.actors ?? []).map((a) => ({ value: String(a.idUser), label: a.name }));

  return (
    <ListPage
      title={t('shell.nav.audit')}
      description={<Text>{t('administration.audit.description', { hotel: contextIns?.nomeIns ?? '' })}</Text>}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exporting.isPending}
          disabled={reversed}
          onClick={() => exporting.mutate()}
        >
          {t('administration.audit.export')}
        </Button>
      }
      filtersLabel={t('administration.audit.filters')}
      filters={
        <>
          <DateInput
            label={t('administration.audit.from')}
            value={draft.from}
            onChange={(iso) => set({ from: iso })}
            timeZone={timeZone}
            w={170}
          />
          <DateInput
            label={t('administration.audit.to')}
            value={draft.to}
            onChange={(iso) => set({ to: iso })}
            serverError={reversed ? t('administration.audit.rangeReversed') : null}
            timeZone={timeZone}
            w={170}
          />
          <NativeSelect
            label={t('administration.audit.action')}
            value={draft.action}
            onChange={(e) => set({ action: e.currentTarget.value })}
            data={[{ value: '', label: t('administration.audit.anyAction') }, ...actionOptions]}
            w={220}
          />
          <NativeSelect
            label={t('administration.audit.person')}
            value={draft.actorId}
            onChange={(e) => set({ actorId: e.currentTarget.value })}
            data={[{ value: '', label: t('administration.audit.anyPerson') }, ...actorOptions]}
            w={220}
          />
          <TextInput
            label={t('administration.audit.search')}
            value={draft.search}
            onChange={(e) => set({ search: e.currentTarget.value })}
            w={220}
          />
        </>
      }
      list={list}
      table={{
        columns,
        rowKey: (e) => e.id,
        empty: t('administration.audit.empty'),
        onOpen: setOpen,
        testId: 'audit-table',
        minWidth: 760,
      }}
    >
      <AuditDetails entry={open} label={open ? actionLabel(t, open.action) : ''} timeZone={timeZone} onClose={() => setOpen(null)} />
      {options.data && <AuditRetention key={options.data.retentionDays} days={options.data.retentionDays} editable={administers} />}
    </ListPage>
  );
}
