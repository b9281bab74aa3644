import { createFlowInput } from '@gm/contracts/crm/flows-inputs';
import type { FlowSummary } from '@gm/contracts/crm/flows-replies';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { applyWrite } from '../../../lib/api/mutations';
import { useContractForm } from '../../../lib/forms';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import { AppModal } from '../../../ui/app-modal';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageTitle } from '../../../ui/page-title';
import { createFlow, flowKeys } from './api';
import { FLOW_ERROR_KEYS } from './error-keys';
import { useFlows } from './use-flows';

/** /tagpanel/flows: the hotel's automations (flow campaigns), and "new automation". */
export function FlowsListPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const timeZone = useHotelTimeZone();
  const flows = useFlows();
  const [creating, setCreating] = useState(false);
  const open = (f: FlowSummary) => void navigate(`/tagpanel/flows/${f.cmp}`);
  const columns: DataColumn<FlowSummary>[] = [
    { key: 'name', headerKey: 'crm.flows.columns.name', cell: (f) => <Text fw={600}>{f.name}</Text> },
    { key: 'trigger', headerKey: 'crm.flows.columns.trigger', cell: (f) => t(`crm.flows.triggers.${f.trigger}`) },
    { key: 'steps', headerKey: 'crm.flows.columns.steps', cell: (f) => f.steps },
    {
      key: 'status',
      headerKey: 'crm.flows.columns.status',
      cell: (f) => (
        <Badge variant="light" color={f.active ? 'green' : 'gray'}>
          {t(f.active ? 'crm.flows.running' : 'crm.flows.notRunning')}
        </Badge>
      ),
    },
    { key: 'enrolled', headerKey: 'crm.flows.columns.enrolled', cell: (f) => f.enrolled },
    {
      key: 'updatedAt',
      headerKey: 'crm.flows.columns.updatedAt',
      cell: (f) => (f.updatedAt ? formatDateTime(f.updatedAt, timeZone) : '–'),
    },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <PageTitle>{t('shell.nav.crmFlows')}</PageTitle>
          <Text c="dimmed">{t('crm.flows.listDescription')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
          {t('crm.flows.new')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={flows.data?.data}
        rowKey={(f) => f.cmp}
        label={t('shell.nav.crmFlows')}
        empty={t('crm.flows.empty')}
        loading={flows.isPending}
        error={flows.error}
        onRetry={() => void flows.refetch()}
        onOpen={open}
        testId="flows-table"
        rowProps={(f) => ({ 'data-testid': 'flow-row', 'data-name': f.name })}
        minWidth={720}
      />
      {creating && <NewFlowModal onClose={() => setCreating(false)} onCreated={(cmp) => void navigate(`/tagpanel/flows/${cmp}`)} />}
    </Stack>
  );
}

function NewFlowModal({ onClose, onCreated }: { onClose: () => void; onCreated: (cmp: number) => void }) {
  const { t } = useT();
  const client = useQueryClient();
  const [opened, setOpened] = useState(true);
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: { name: '' },
    schema: createFlowInput,
    send: createFlow,
    keys: FLOW_ERROR_KEYS,
    onSuccess: (reply) => {
      void applyWrite(client, { saved: [{ queryKey: flowKeys.detail(reply.cmp), update: () => reply }], lists: [flowKeys.list] });
      setOpened(false);
      onCreated(reply.cmp);
    },
    t,
  });
  return (
    <AppModal
      opened={opened}
      onClose={() => setOpened(false)}
      onClosed={onClose}
      title={t('crm.flows.new')}
      onSubmit={() => onSubmit()}
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('crm.flows.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onSubmit()}>
            {t('crm.flows.create')}
          </Button>
        </Group>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('crm.flows.name')}
          maxLength={120}
          {...form.getInputProps('name')}
          error={errorOf('name')}
          data-path="name"
          data-autofocus
        />
      </form>
    </AppModal>
  );
}
