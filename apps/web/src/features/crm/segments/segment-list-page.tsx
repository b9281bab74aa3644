import type { Segment } from '@gm/contracts/crm/segments-replies';
import { formatDateTime } from '@gm/domain/format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useCacheMutation } from '../../../lib/api/mutations';
import { notify, notifyError } from '../../../lib/notify';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import { AppModal } from '../../../ui/app-modal';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageTitle } from '../../../ui/page-title';
import { removeSegment, segmentKeys } from './api';
import { useSegments } from './use-segments';

/** /tagpanel/segment/list: the hotel's saved segments with their size now; each opens in the builder. */
export function SegmentListPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const timeZone = useHotelTimeZone();
  const segments = useSegments();
  const [removing, setRemoving] = useState<Segment | null>(null);
  const open = (s: Segment) => void navigate(`/tagpanel/segment/new?id=${s.id}`);
  const columns: DataColumn<Segment>[] = [
    { key: 'name', headerKey: 'crm.segments.columns.name', cell: (s) => <Text fw={600}>{s.name}</Text> },
    { key: 'count', headerKey: 'crm.segments.columns.count', cell: (s) => s.count },
    { key: 'createdBy', headerKey: 'crm.segments.columns.createdBy', cell: (s) => s.createdBy ?? '–' },
    { key: 'updatedAt', headerKey: 'crm.segments.columns.updatedAt', cell: (s) => formatDateTime(s.updatedAt, timeZone) },
    {
      key: 'actions',
      headerKey: 'crm.segments.columns.actions',
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            onClick={() => open(s)}
            aria-label={t('crm.segments.editNamed', { name: s.name })}
          >
            {t('crm.segments.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red.8"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => setRemoving(s)}
            aria-label={t('crm.segments.removeNamed', { name: s.name })}
          >
            {t('crm.segments.remove')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <PageTitle>{t('shell.nav.crmSegments')}</PageTitle>
          <Text c="dimmed">{t('crm.segments.listDescription')}</Text>
        </Stack>
        <Button component={Link} to="/tagpanel/segment/new" leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t('crm.segments.new')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={segments.data?.data}
        rowKey={(s) => s.id}
        label={t('shell.nav.crmSegments')}
        empty={t('crm.segments.empty')}
        loading={segments.isPending}
        error={segments.error}
        onRetry={() => void segments.refetch()}
        onOpen={open}
        testId="segments-table"
        rowProps={(s) => ({ 'data-testid': 'segment-row', 'data-name': s.name })}
        minWidth={720}
      />
      {removing && <RemoveSegmentModal segment={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}

function RemoveSegmentModal({ segment, onClose }: { segment: Segment; onClose: () => void }) {
  const { t } = useT();
  const [opened, setOpened] = useState(true);
  const mutation = useCacheMutation({
    mutationFn: () => removeSegment(segment.id),
    effects: () => ({ lists: [segmentKeys.list] }),
    uncertain: () => [segmentKeys.list],
    onSuccess: (r) => {
      notify('success', r.message);
      setOpened(false);
    },
    onError: notifyError,
  });
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} onClosed={onClose} title={t('crm.segments.removeTitle')}>
      <Stack gap="md">
        <Text>{t('crm.segments.removeText', { name: segment.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('crm.segments.cancel')}
          </Button>
          <Button color="red.8" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {t('crm.segments.remove')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
