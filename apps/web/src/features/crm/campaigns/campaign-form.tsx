import { createCampaignInput, RECURRENCES } from '@gm/contracts/crm/campaign-inputs';
import type { DetailedCampaign } from '@gm/contracts/crm/campaign-replies';
import { Alert, Button, Group, Loader, NativeSelect, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { applyWrite } from '../../../lib/api/mutations';
import { useContractForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { listSegments, segmentKeys } from '../segments/api';
import { getTemplate, listTemplates, parseTemplate, templateKeys } from '../templates/api';
import { campaignKeys, createCampaign, estimateAudience } from './api';

export interface CampaignFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  segmentId: string;
  templateId: string;
  senderName: string;
  replyTo: string;
  scheduleKind: 'now' | 'at' | 'recurring';
  startsAt: string;
  recurrence: string;
}

const initialValues: CampaignFormValues = {
  name: '',
  description: '',
  segmentId: '',
  templateId: '',
  senderName: '',
  replyTo: '',
  scheduleKind: 'now',
  startsAt: '',
  recurrence: 'weekly',
};

/**
 * The campaign form: segment (with its audience estimated live), template (with its preview, sample values filled),
 * sender, reply-to and schedule (now, at a date and time of the hotel, or daily, weekly or monthly). Saved and
 * scheduled at once, or kept as a draft. `compact` (the legacy screen) leaves the preview out.
 */
export function CampaignForm({ onSaved, compact = false }: { onSaved: (c: DetailedCampaign) => void; compact?: boolean }) {
  const { t } = useT();
  const client = useQueryClient();
  const activate = useRef(true);
  const segments = useQuery({ queryKey: segmentKeys.list, queryFn: listSegments });
  const templates = useQuery({ queryKey: [...templateKeys.lists, 'campaign-form'], queryFn: () => listTemplates({ limit: 100 }) });
  const { form, onSubmit, busy, errorOf } = useContractForm<CampaignFormValues, Record<string, unknown>, DetailedCampaign>({
    initialValues,
    schema: createCampaignInput,
    toInput: (v) => ({
      name: v.name,
      description: v.description,
      segmentId: v.segmentId === '' ? undefined : Number(v.segmentId),
      templateId: v.templateId === '' ? undefined : Number(v.templateId),
      senderName: v.senderName,
      replyTo: v.replyTo,
      scheduleKind: v.scheduleKind,
      startsAt: v.scheduleKind === 'now' ? '' : v.startsAt,
      recurrence: v.scheduleKind === 'recurring' ? v.recurrence : undefined,
      activate: activate.current,
    }),
    send: (input) => createCampaign(input as Parameters<typeof createCampaign>[0]),
    onSuccess: (saved) => {
      void applyWrite(client, { lists: [campaignKeys.lists] });
      notify(
        'success',
        t(saved.status === 'draft' ? 'crmCampaigns.form.savedDraft' : 'crmCampaigns.form.savedActive', { name: saved.name }),
      );
      onSaved(saved);
    },
    keys: { invalid_type: 'crmCampaigns.form.choose', invalid_value: 'crmCampaigns.form.choose', too_small: 'ui.form.required' },
    t,
  });
  const segmentId = Number(form.values.segmentId) || 0;
  const templateId = Number(form.values.templateId) || 0;
  const audience = useQuery({
    queryKey: campaignKeys.audience(segmentId),
    queryFn: () => estimateAudience(segmentId),
    enabled: segmentId > 0,
    placeholderData: keepPreviousData,
  });
  const template = useQuery({ queryKey: templateKeys.detail(templateId), queryFn: () => getTemplate(templateId), enabled: templateId > 0 });
  const preview = useQuery({
    queryKey: [...templateKeys.all, 'campaign-preview', templateId],
    queryFn: () => parseTemplate({ templateObject: template.data!.templateObject }),
    enabled: !compact && !!template.data && template.data.id === templateId,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const submit = (active: boolean) => {
    activate.current = active;
    onSubmit();
  };
  const pickTemplate = (value: string) => {
    form.setFieldValue('templateId', value);
    const chosen = templates.data?.data.find((x) => String(x.id) === value);
    if (chosen && !form.values.senderName) form.setFieldValue('senderName', chosen.msgFrom);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit(true);
      }}
      noValidate
      data-testid="campaign-form"
    >
      <SimpleGrid cols={{ base: 1, lg: compact ? 1 : 2 }} spacing="xl">
        <Stack gap="md">
          <TextInput label={t('crmCampaigns.fields.name')} required maxLength={120} data-path="name" {...form.getInputProps('name')} />
          <Textarea
            label={t('crmCampaigns.fields.description')}
            maxLength={2000}
            autosize
            minRows={2}
            data-path="description"
            {...form.getInputProps('description')}
          />
          <NativeSelect
            label={t('crmCampaigns.fields.segment')}
            required
            data-path="segmentId"
            {...form.getInputProps('segmentId')}
            data={[
              { value: '', label: t('crmCampaigns.form.chooseSegment') },
              ...(segments.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
          <Group gap="xs" aria-live="polite" data-testid="campaign-audience">
            {segmentId > 0 && audience.isFetching && <Loader size="xs" aria-label={t('crmCampaigns.form.counting')} />}
            {segmentId > 0 && audience.data && (
              <Text size="sm">{t('crmCampaigns.form.audience', { count: audience.data.estimatedAudience })}</Text>
            )}
            {segmentId === 0 && (
              <Text size="sm" c="dimmed">
                {t('crmCampaigns.form.audienceHint')}
              </Text>
            )}
          </Group>
          <NativeSelect
            label={t('crmCampaigns.fields.template')}
            required
            data-path="templateId"
            {...form.getInputProps('templateId')}
            onChange={(e) => pickTemplate(e.currentTarget.value)}
            data={[
              { value: '', label: t('crmCampaigns.form.chooseTemplate') },
              ...(templates.data?.data ?? []).map((x) => ({ value: String(x.id), label: x.name })),
            ]}
          />
          <TextInput
            label={t('crmCampaigns.fields.senderName')}
            description={t('crmCampaigns.form.senderHelp')}
            maxLength={80}
            data-path="senderName"
            {...form.getInputProps('senderName')}
          />
          <TextInput
            type="email"
            label={t('crmCampaigns.fields.replyTo')}
            maxLength={254}
            data-path="replyTo"
            {...form.getInputProps('replyTo')}
          />
          <Radio.Group label={t('crmCampaigns.fields.schedule')} {...form.getInputProps('scheduleKind')}>
            <Stack gap="xs" mt="xs">
              <Radio value="now" label={t('crmCampaigns.schedule.now')} />
              <Radio value="at" label={t('crmCampaigns.schedule.at')} />
              <Radio value="recurring" label={t('crmCampaigns.schedule.recurring')} />
            </Stack>
          </Radio.Group>
          {form.values.scheduleKind !== 'now' && (
            <TextInput
              type="datetime-local"
              label={t(form.values.scheduleKind === 'at' ? 'crmCampaigns.fields.startsAt' : 'crmCampaigns.fields.firstRun')}
              description={t('crmCampaigns.form.hotelTime')}
              required={form.values.scheduleKind === 'at'}
              data-path="startsAt"
              {...form.getInputProps('startsAt')}
              error={errorOf('startsAt')}
            />
          )}
          {form.values.scheduleKind === 'recurring' && (
            <NativeSelect
              label={t('crmCampaigns.fields.recurrence')}
              data-path="recurrence"
              {...form.getInputProps('recurrence')}
              data={RECURRENCES.map((r) => ({ value: r, label: t(`crmCampaigns.schedule.${r}`) }))}
            />
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => submit(false)} loading={busy && !activate.current}>
              {t('crmCampaigns.form.saveDraft')}
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden="true" />} loading={busy && activate.current}>
              {t('crmCampaigns.form.saveActivate')}
            </Button>
          </Group>
        </Stack>
        {!compact && (
          <Stack gap="xs">
            <Text fw={600}>{t('crmCampaigns.form.preview')}</Text>
            {template.data && <Text size="sm">{t('crmCampaigns.form.subject', { subject: template.data.subject || '–' })}</Text>}
            {templateId === 0 && (
              <Alert color="gray" variant="light">
                {t('crmCampaigns.form.previewHint')}
              </Alert>
            )}
            {preview.data && templateId > 0 && (
              <iframe
                title={t('crmCampaigns.form.preview')}
                sandbox=""
                srcDoc={preview.data.html}
                data-testid="campaign-preview"
                style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: '#fff' }}
              />
            )}
          </Stack>
        )}
      </SimpleGrid>
    </form>
  );
}
