import { ActionIcon, Button, Menu, Stack, Text, TextInput } from '@mantine/core';
import { IconBraces, IconSend } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { MergeFieldMenu } from './merge-field-menu';

export interface TemplateMeta {
  name: string;
  subject: string;
  msgFrom: string;
}

interface Props {
  meta: TemplateMeta;
  errors: Partial<Record<keyof TemplateMeta, string>>;
  onChange: (meta: TemplateMeta) => void;
  onSendTest: () => void;
  sending: boolean;
  email: string;
}

/** The template's name, the subject guests read (merge fields allowed), the sender's name, and the test send. */
export function TemplateSettings({ meta, errors, onChange, onSendTest, sending, email }: Props) {
  const { t } = useT();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('crmTemplates.fields.name')}
        value={meta.name}
        onChange={(e) => onChange({ ...meta, name: e.currentTarget.value })}
        error={errors.name}
        maxLength={120}
        required
      />
      <TextInput
        label={t('crmTemplates.fields.subject')}
        value={meta.subject}
        onChange={(e) => onChange({ ...meta, subject: e.currentTarget.value })}
        error={errors.subject}
        maxLength={200}
        rightSection={
          <MergeFieldMenu
            links={false}
            onPick={(token) => onChange({ ...meta, subject: `${meta.subject}${token}` })}
            target={
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('crmTemplates.merge.insert')}>
                  <IconBraces size={18} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
            }
          />
        }
      />
      <TextInput
        label={t('crmTemplates.fields.msgFrom')}
        description={t('crmTemplates.fields.msgFromHelp')}
        value={meta.msgFrom}
        onChange={(e) => onChange({ ...meta, msgFrom: e.currentTarget.value })}
        error={errors.msgFrom}
        maxLength={80}
      />
      <Text size="sm">{t('crmTemplates.test.help', { email })}</Text>
      <Button variant="light" leftSection={<IconSend size={16} aria-hidden="true" />} onClick={onSendTest} loading={sending}>
        {t('crmTemplates.test.send')}
      </Button>
    </Stack>
  );
}
