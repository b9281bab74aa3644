import type { FlowDefinition } from '@gm/contracts/crm/flows-definition';
import { postFlowInput } from '@gm/contracts/crm/flows-inputs';
import type { FlowReply } from '@gm/contracts/crm/flows-replies';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { applyWrite } from '../../../lib/api/mutations';
import { useContractForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { flowKeys, postFlow } from './api';
import { FlowProgress } from './components/flow-progress';
import { StepList } from './components/step-list';
import { TriggerFields } from './components/trigger-fields';
import { FLOW_ERROR_KEYS } from './error-keys';
import { stepNumbers } from './flow-model';
import { useFlow, useTemplateChoices } from './use-flows';

/** /tagpanel/flows/:cmp: the flow (trigger and a vertical list of steps) and, in a tab, each guest's progress. */
export function FlowEditorPage() {
  const { t } = useT();
  const cmp = Number(useParams().cmp) || 0;
  const flow = useFlow(cmp);
  if (flow.isPending) return <LoadingIndicator label={t('crm.flows.loading')} />;
  if (flow.error || !flow.data)
    return (
      <Alert color="red" title={t('crm.flows.notFound')}>
        <Button component={Link} to="/tagpanel/flows" variant="default" mt="sm">
          {t('crm.flows.back')}
        </Button>
      </Alert>
    );
  return <FlowEditor key={`${flow.data.cmp}-${flow.data.version}`} saved={flow.data} />;
}

interface Values extends Record<string, unknown> {
  cmp: number;
  name: string;
  active: boolean;
  version: number;
  flow: FlowDefinition;
}

function FlowEditor({ saved }: { saved: FlowReply }) {
  const { t } = useT();
  const client = useQueryClient();
  const [tab, setTab] = useState<string | null>('flow');
  const templates = useTemplateChoices();
  const initialValues: Values = { cmp: saved.cmp, name: saved.name, active: saved.active, version: saved.version, flow: saved.flow };
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues,
    schema: postFlowInput,
    send: postFlow,
    keys: FLOW_ERROR_KEYS,
    onSuccess: (reply) => {
      void applyWrite(client, {
        saved: [{ queryKey: flowKeys.detail(reply.cmp), update: () => reply }],
        lists: [flowKeys.list],
      });
      notify('success', t('crm.flows.saved', { name: reply.name }));
    },
    t,
  });
  const values = form.getValues();
  const def = values.flow;
  const setFlow = (next: FlowDefinition) => form.setFieldValue('flow', next);
  const choices = (templates.data?.data ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Group gap="xs">
            <PageTitle>{t('crm.flows.editTitle', { name: saved.name })}</PageTitle>
            <Badge variant="light" color={saved.active ? 'green' : 'gray'}>
              {t(saved.active ? 'crm.flows.running' : 'crm.flows.notRunning')}
            </Badge>
          </Group>
          <Text c="dimmed">{t('crm.flows.editDescription')}</Text>
        </Stack>
        <Button component={Link} to="/tagpanel/flows" variant="default">
          {t('crm.flows.back')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="flow">{t('crm.flows.flowTab')}</Tabs.Tab>
          <Tabs.Tab value="progress">{t('crm.flows.progressTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="flow" pt="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('crm.flows.flowTab')}>
            <Stack gap="md" maw={760}>
              <TextInput
                label={t('crm.flows.name')}
                maxLength={120}
                {...form.getInputProps('name')}
                error={errorOf('name')}
                data-path="name"
              />
              <Switch
                label={t('crm.flows.active')}
                description={t('crm.flows.activeHelp')}
                checked={values.active}
                onChange={(e) => form.setFieldValue('active', e.currentTarget.checked)}
              />
              <Paper withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    {t('crm.flows.when')}
                  </Title>
                  <TriggerFields trigger={def.trigger} onChange={(trigger) => setFlow({ ...def, trigger })} errorOf={errorOf} />
                </Stack>
              </Paper>
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('crm.flows.then')}
                </Title>
                {errorOf('flow.steps') && (
                  <Text c="red.8" size="sm" role="alert">
                    {errorOf('flow.steps')}
                  </Text>
                )}
                <StepList
                  steps={def.steps}
                  onChange={(steps) => setFlow({ ...def, steps })}
                  prefix="flow.steps"
                  depth={0}
                  all={def.steps}
                  numbers={stepNumbers(def.steps)}
                  templates={choices}
                  errorOf={errorOf}
                />
              </Stack>
              {errorOf('version') && <Alert color="red">{errorOf('version')}</Alert>}
              <Group>
                <Button type="submit" loading={busy} leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}>
                  {t('crm.flows.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="progress" pt="md">
          {tab === 'progress' && <FlowProgress cmp={saved.cmp} steps={saved.flow.steps} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
