import { Alert, Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api/http';
import { notify } from '../../../lib/notify';
import type { CardPayload, SavedCardReply } from '../api';
import { NestedModal } from '../nested-modal';
import { CardFields, useCardForm } from './card-fields';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Sends the card to tokenisation (e.g. CreatePaymentMethodService); the reply is the saved card. */
  save: (card: CardPayload) => Promise<SavedCardReply>;
  onSaved: (card: SavedCardReply) => void;
  /** Personal mode: e-mail and CPF required (spec section 5). */
  personal?: boolean;
}

function CardForm({ save, onSaved, onClose, personal }: Omit<Props, 'opened'> & { personal: boolean }) {
  const { t } = useT();
  const form = useCardForm(personal);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      const saved = await save(form.payload());
      form.clearSecrets(true);
      notify('success', saved.message || t('billing.card.saved'));
      onSaved(saved);
    } catch (error) {
      form.clearSecrets(false);
      if (error instanceof ApiError && error.silent) return;
      if (!(error instanceof ApiError && form.serverErrors(error.errors))) {
        setFailure(error instanceof ApiError && error.readable ? error.message : t('billing.card.saveFailed'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="card-form">
      <Stack gap="md">
        <CardFields form={form} personal={personal} disabled={busy} />
        {failure && (
          <Alert color="red" role="alert" title={t('billing.card.saveFailedTitle')}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('billing.actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('billing.card.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The credit-card modal with the animated card preview (spec section 2 "Modals"). */
export function CreditCardModal({ opened, onClose, save, onSaved, personal = false }: Props) {
  const { t } = useT();
  return (
    <NestedModal opened={opened} onClose={onClose} title={t('billing.card.title')} size="md">
      {/* Mounted only while open: the typed card is gone when the modal closes. */}
      {opened && <CardForm save={save} onSaved={onSaved} onClose={onClose} personal={personal} />}
    </NestedModal>
  );
}
