import { MAX_RECIPIENTS, type NotificationSettingsInput } from '@gm/contracts/notifications';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { EmailInput } from '../../ui/email-input';

interface Props {
  form: UseFormReturnType<NotificationSettingsInput>;
  /** e.g. 'staff.paymentFailure' */
  mailPath: string;
  recipients: string[];
  errorOf: (field: string) => string | undefined;
}

/**
 * A staff notice's recipients: one e-mail field each (its own error), remove, add (focus lands on the new one). The
 * add button sits above the list: an error appearing under a field on blur never moves it from under the pointer.
 */
export function RecipientsField({ form, mailPath, recipients, errorOf }: Props) {
  const { t } = useT();
  const path = `${mailPath}.recipients`;
  const listError = errorOf(path);
  const add = () => {
    form.insertListItem(path, '');
    const next = `${path}.${recipients.length}`;
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-path="${CSS.escape(next)}"]`)?.focus());
  };
  const remove = (i: number) => {
    form.removeListItem(path, i);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus());
  };
  return (
    <Fieldset legend={t('notifications.fields.recipients')} variant="unstyled">
      <Stack gap="xs">
        <Group gap="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={recipients.length >= MAX_RECIPIENTS}
            data-path={path}
            aria-describedby={listError ? `${path}-error` : undefined}
          >
            {t('notifications.fields.addRecipient')}
          </Button>
          {recipients.length >= MAX_RECIPIENTS && (
            <Text size="sm" c="dimmed">
              {t('notifications.fields.maxRecipients', { max: MAX_RECIPIENTS })}
            </Text>
          )}
        </Group>
        {recipients.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('notifications.fields.noRecipients')}
          </Text>
        )}
        {recipients.map((value, i) => (
          // The entries have no identity but their place; the form's errors are by place too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
            <EmailInput
              label={t('notifications.fields.recipient', { n: i + 1 })}
              value={value}
              onChange={(v) => form.setFieldValue(`${path}.${i}`, v)}
              serverError={errorOf(`${path}.${i}`)}
              data-path={`${path}.${i}`}
              maxLength={254}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={25}
              aria-label={t('notifications.fields.removeRecipient', { n: i + 1 })}
              onClick={() => remove(i)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text id={`${path}-error`} size="sm" c="red.8" role="alert">
            {listError}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
