import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { useNestedLayer } from './nested-layer';

/** What every confirmation of the booking modals takes from the modal that opens it. */
export interface ConfirmActions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

interface ConfirmProps extends ConfirmActions {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
}

/** A confirmation: the action runs only on the confirm button; Esc, outside click and cancel back out. */
export function ConfirmModal({ opened, title, children, confirmLabel, onConfirm, onCancel, busy, color }: ConfirmProps) {
  const { t } = useT();
  useNestedLayer(opened);
  return (
    <AppModal opened={opened} onClose={onCancel} title={title} size="md" zIndex={400}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/**
 * The irreversible-action warning (spec section 2). With `sendsEmails` it carries the spec's text
 * 'Essa ação não poderá ser desfeita e os e-mails serão enviados!'; the bookings screens use it without
 * e-mails (a check-out sends none).
 */
export function IrreversibleActionModal({
  opened,
  action,
  sendsEmails = false,
  onConfirm,
  onCancel,
  busy,
}: {
  opened: boolean;
  action: string;
  sendsEmails?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useT();
  return (
    <ConfirmModal
      opened={opened}
      title={t('bookings.confirm.irreversibleTitle')}
      confirmLabel={t('bookings.confirm.proceed')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      color="red.9"
    >
      <Text>{action}</Text>
      <Text fw={700}>{t(sendsEmails ? 'bookings.confirm.irreversibleEmails' : 'bookings.confirm.irreversible')}</Text>
    </ConfirmModal>
  );
}

/** Confirm edit person: the booking change alters guests who already completed the web check-in. */
export function ConfirmEditPersonModal({
  opened,
  names,
  onConfirm,
  onCancel,
  busy,
}: {
  opened: boolean;
  names: string[];
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useT();
  return (
    <ConfirmModal
      opened={opened}
      title={t('bookings.confirm.editPersonTitle')}
      confirmLabel={t('bookings.confirm.editPersonConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    >
      <Text>{t('bookings.confirm.editPerson', { names: names.join(', ') })}</Text>
    </ConfirmModal>
  );
}
