import { MAX_DAYS_BEFORE, type MailTemplate, type NotificationSettingsInput } from '@gm/contracts/notifications';
import type { Locale } from '@gm/domain/locale';
import { Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconEye } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { LANGUAGE_NAMES } from '../../ui/language-names';
import { RecipientsField } from './recipients-field';

interface Props {
  form: UseFormReturnType<NotificationSettingsInput>;
  group: 'guest' | 'staff';
  template: MailTemplate;
  hotelLanguage: Locale;
  errorOf: (field: string) => string | undefined;
  onPreview: (template: MailTemplate) => void;
}

/** One mail's settings: on/off with what it is, its language, its lead time or recipients, and its preview. */
export function MailCard({ form, group, template, hotelLanguage, errorOf, onPreview }: Props) {
  const { t } = useT();
  const path = `${group}.${template}`;
  const values = (form.values[group] as Record<string, { enabled: boolean; language: string; recipients?: string[] }>)[template]!;
  const name = t(`notifications.mails.${template}.name`);
  const languages = [
    ...(group === 'guest' ? [{ value: 'guest', label: t('notifications.fields.languages.guest') }] : []),
    { value: 'hotel', label: t('notifications.fields.languages.hotel', { language: LANGUAGE_NAMES[hotelLanguage] }) },
    ...(['pt', 'en', 'es'] as const).map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={name} data-testid={`mail-${template}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Switch
            label={name}
            description={t(`notifications.mails.${template}.explain`)}
            styles={{ label: { fontWeight: 600 } }}
            {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })}
            data-path={`${path}.enabled`}
          />
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconEye size={16} aria-hidden />}
            aria-label={t('notifications.preview.openNamed', { name })}
            onClick={() => onPreview(template)}
            style={{ flexShrink: 0 }}
          >
            {t('notifications.preview.open')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('notifications.fields.language')}
            data={languages}
            {...form.getInputProps(`${path}.language`)}
            error={errorOf(`${path}.language`)}
            data-path={`${path}.language`}
          />
          {template === 'checkinLink' && (
            <NumberInput
              label={t('notifications.fields.daysBefore')}
              description={t('notifications.fields.daysBeforeHint')}
              min={0}
              max={MAX_DAYS_BEFORE}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps(`${path}.daysBefore`)}
              error={errorOf(`${path}.daysBefore`)}
              data-path={`${path}.daysBefore`}
            />
          )}
        </SimpleGrid>
        {group === 'staff' && <RecipientsField form={form} mailPath={path} recipients={values.recipients ?? []} errorOf={errorOf} />}
      </Stack>
    </Paper>
  );
}
