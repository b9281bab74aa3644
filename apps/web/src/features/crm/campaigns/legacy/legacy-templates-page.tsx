import { saveTemplateInput, TEMPLATE_TYPES } from '@gm/contracts/crm/templates-inputs';
import type { TemplateSummary } from '@gm/contracts/crm/templates-replies';
import { formatDateTime } from '@gm/domain/format';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconEye, IconMailForward, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { applyWrite } from '../../../../lib/api/mutations';
import { useContractForm } from '../../../../lib/forms';
import { notify, notifyError } from '../../../../lib/notify';
import { useHotelTimeZone } from '../../../../lib/session/use-hotel-time-zone';
import { useListQuery } from '../../../../lib/use-list-query';
import { AppModal } from '../../../../ui/app-modal';
import type { DataColumn } from '../../../../ui/data-table';
import { ListPage } from '../../../../ui/list-page';
import { getTemplate, listTemplates, parseTemplate, removeTemplate, saveTemplate, sendTemplate, templateKeys } from '../../templates/api';

/** A template's e-mail with sample values, in a sandboxed frame. */
function Preview({ id }: { id: number }) {
  const { t } = useT();
  const template = useQuery({ queryKey: templateKeys.detail(id), queryFn: () => getTemplate(id) });
  const html = useQuery({
    queryKey: [...templateKeys.all, 'legacy-preview', id],
    queryFn: () => parseTemplate({ templateObject: template.data!.templateObject }),
    enabled: !!template.data,
  });
  if (!html.data) return null;
  return (
    <iframe
      title={t('crmCampaigns.legacyTemplates.preview')}
      sandbox=""
      srcDoc={html.data.html}
      data-testid="legacy-template-preview"
      style={{ width: '100%', height: 520, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: '#fff' }}
    />
  );
}

function NewTemplateForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useT();
  const client = useQueryClient();
  const { form, onSubmit, busy } = useContractForm<
    { name: string; type: string; subject: string; msgFrom: string },
    Record<string, unknown>,
    TemplateSummary
  >({
    initialValues: { name: '', type: '1', subject: '', msgFrom: '' },
    schema: saveTemplateInput,
    toInput: (v) => ({ ...v, type: Number(v.type) }),
    send: (input) => saveTemplate(input as Parameters<typeof saveTemplate>[0]),
    onSuccess: (saved) => {
      void applyWrite(client, { lists: [templateKeys.lists] });
      notify('success', t('crmCampaigns.legacyTemplates.saved', { name: saved.name }));
      onSaved();
    },
    t,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('crmCampaigns.legacyTemplates.name')}
          required
          maxLength={120}
          data-path="name"
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label={t('crmCampaigns.legacyTemplates.starter')}
          data-path="type"
          {...form.getInputProps('type')}
          data={TEMPLATE_TYPES.map((n) => ({ value: String(n), label: t(`crmCampaigns.legacyTemplates.types.${n}`) }))}
        />
        <TextInput
          label={t('crmCampaigns.legacyTemplates.subject')}
          description={t('crmCampaigns.legacyTemplates.subjectHelp')}
          maxLength={200}
          data-path="subject"
          {...form.getInputProps('subject')}
        />
        <TextInput label={t('crmCampaigns.fields.senderName')} maxLength={80} data-path="msgFrom" {...form.getInputProps('msgFrom')} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('crmCampaigns.legacyTemplates.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /legacy-tagpanel/templates: the e-mail templates for hotels without HASTAGPANELVDOIS, a plain list over the same
 * services: a new one from a bundled starter, its preview with sample values, a test to oneself, removal.
 */
export function LegacyTemplatesPage() {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [previewing, setPreviewing] = useState<TemplateSummary | null>(null);
  const [removing, setRemoving] = useState<TemplateSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useListQuery<TemplateSummary>({
    queryKey: [...templateKeys.lists, 'legacy'],
    fetch: (w) => listTemplates({ offset: w.offset, limit: w.limit }),
    filters: null,
    pageSize: 20,
    pageSizes: [20, 50, 100],
    live: ['campaigns.templates.changed'],
  });
  const test = async (r: TemplateSummary) => {
    try {
      const sent = await sendTemplate(r.id);
      notify('success', t('crmCampaigns.legacyTemplates.tested', { to: sent.to }));
    } catch (e) {
      notifyError(e);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeTemplate(removing.id);
      await applyWrite(client, { lists: [templateKeys.lists] });
      setRemoving(null);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const columns: DataColumn<TemplateSummary>[] = [
    { key: 'name', headerKey: 'crmCampaigns.legacyTemplates.name', cell: (r) => r.name },
    { key: 'subject', headerKey: 'crmCampaigns.legacyTemplates.subject', cell: (r) => r.subject || '–' },
    { key: 'type', headerKey: 'crmCampaigns.legacyTemplates.starter', cell: (r) => t(`crmCampaigns.legacyTemplates.types.${r.type}`) },
    { key: 'updated', headerKey: 'crmCampaigns.legacyTemplates.updated', cell: (r) => formatDateTime(r.updatedAt, timeZone) },
    {
      key: 'actions',
      headerKey: 'crmCampaigns.list.actions',
      align: 'right',
      cell: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            onClick={() => setPreviewing(r)}
            aria-label={t('crmCampaigns.legacyTemplates.previewOf', { name: r.name })}
          >
            {t('crmCampaigns.legacyTemplates.preview')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconMailForward size={14} aria-hidden="true" />}
            onClick={() => test(r)}
            aria-label={t('crmCampaigns.legacyTemplates.testOf', { name: r.name })}
          >
            {t('crmCampaigns.legacyTemplates.test')}
          </Button>
          <Button
            variant="default"
            color="red.8"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => setRemoving(r)}
            aria-label={t('crmCampaigns.legacyTemplates.removeOf', { name: r.name })}
          >
            {t('crmCampaigns.actions.remove')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <ListPage
      title={t('shell.nav.crmLegacyTemplates')}
      description={t('crmCampaigns.legacyTemplates.description')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          {t('crmCampaigns.legacyTemplates.new')}
        </Button>
      }
      list={list}
      table={{ columns, rowKey: (r) => r.id, empty: t('crmCampaigns.legacyTemplates.empty'), testId: 'legacy-templates-table' }}
    >
      <AppModal opened={creating} onClose={() => setCreating(false)} title={t('crmCampaigns.legacyTemplates.new')}>
        <NewTemplateForm onSaved={() => setCreating(false)} />
      </AppModal>
      <AppModal opened={previewing !== null} onClose={() => setPreviewing(null)} title={previewing?.name ?? ''} size="xl">
        {previewing && <Preview id={previewing.id} />}
      </AppModal>
      <AppModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('crmCampaigns.legacyTemplates.removeTitle')}
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('crmCampaigns.actions.cancel')}
            </Button>
            <Button color="red.8" onClick={remove} loading={busy}>
              {t('crmCampaigns.actions.remove')}
            </Button>
          </Group>
        }
      >
        {t('crmCampaigns.legacyTemplates.removeText', { name: removing?.name ?? '' })}
      </AppModal>
    </ListPage>
  );
}
