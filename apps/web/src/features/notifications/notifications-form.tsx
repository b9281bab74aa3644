import {
  GUEST_MAILS,
  type MailTemplate,
  type NotificationSettingsInput,
  notificationSettingsInput,
  STAFF_MAILS,
} from '@gm/contracts/notifications';
import type { NotificationSettingsReply } from '@gm/contracts/notifications/replies';
import type { Locale } from '@gm/domain/locale';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { applyWrite } from '../../lib/api/mutations';
import { useContractForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { notificationKeys, saveNotificationSettings } from './api';
import { MailCard } from './mail-card';
import { PreviewModal } from './preview-modal';

/** The contract's refusals this form words itself (the rest are the kit's: invalid_email, required...). */
const KEYS = {
  duplicate_email: 'notifications.errors.duplicate',
  recipients_required: 'notifications.errors.recipientsRequired',
  too_small: 'notifications.errors.range',
  too_big: 'notifications.errors.range',
};

interface Props {
  codIns: number;
  reply: NotificationSettingsReply;
}

/** The whole document in one form (the service replaces it whole): guest mails, staff notices, one save. */
export function NotificationsForm({ codIns, reply }: Props) {
  const { t } = useT();
  const client = useQueryClient();
  const [preview, setPreview] = useState<MailTemplate | null>(null);
  const { form, onSubmit, busy, errorOf } = useContractForm<
    NotificationSettingsInput,
    NotificationSettingsInput,
    NotificationSettingsReply
  >({
    initialValues: reply.settings,
    schema: notificationSettingsInput,
    keys: KEYS,
    send: saveNotificationSettings,
    onSuccess: (saved) => {
      void applyWrite(client, { saved: [{ queryKey: notificationKeys.settings(codIns), update: () => saved }], lists: [] });
      form.setValues(saved.settings);
      form.resetDirty(saved.settings);
      notify('success', t('notifications.page.saved'));
    },
    t,
  });
  /** The language a preview opens in: the mail's fixed one, else the hotel's (a sample guest has no language). */
  const languageOf = (template: MailTemplate): Locale => {
    const group = (STAFF_MAILS as readonly string[]).includes(template) ? 'staff' : 'guest';
    const setting = (form.values[group] as Record<string, { language: string }>)[template]!.language;
    return setting === 'pt' || setting === 'en' || setting === 'es' ? setting : reply.hotelLanguage;
  };
  const card = (group: 'guest' | 'staff', template: MailTemplate) => (
    <MailCard
      key={template}
      form={form}
      group={group}
      template={template}
      hotelLanguage={reply.hotelLanguage}
      errorOf={errorOf}
      onPreview={setPreview}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('shell.nav.notifications')}>
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="notifications-guest">
          <Title order={2} size="h3" id="notifications-guest">
            {t('notifications.guest.title')}
          </Title>
          {!reply.checkinLinkAvailable && (
            <Alert color="yellow" role="note">
              {t('notifications.page.noLink')}
            </Alert>
          )}
          {GUEST_MAILS.map((m) => card('guest', m))}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="notifications-staff">
          <Title order={2} size="h3" id="notifications-staff">
            {t('notifications.staff.title')}
          </Title>
          <Text size="sm">{t('notifications.staff.description')}</Text>
          {STAFF_MAILS.map((m) => card('staff', m))}
        </Stack>
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button type="submit" loading={busy}>
            {t('notifications.page.save')}
          </Button>
        </Group>
      </Stack>
      {preview && (
        <PreviewModal codIns={codIns} template={preview} initialLanguage={languageOf(preview)} onClose={() => setPreview(null)} />
      )}
    </form>
  );
}
