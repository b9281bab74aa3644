import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api/http';
import { createStandaloneCard, type SavedCardReply } from '../api';
import { CardFields, useCardForm } from '../card/card-fields';

interface Props {
  token: string;
  codRes: number;
  onSaved: (card: SavedCardReply) => void;
}

/**
 * The payment link's card (CreateStandalonePaymentMethodService): the guest leaves a card for the hotel
 * to charge. Personal mode: e-mail and CPF required. The card goes to tokenisation only.
 */
export function StandaloneCardForm({ token, codRes, onSaved }: Props) {
  const { t } = useT();
  const form = useCardForm(true);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      const note_ = note.trim();
      const saved = await createStandaloneCard(token, { ...form.payload(), codRes, ...(note_ ? { observacao: note_ } : {}) });
      form.clearSecrets(true);
      onSaved(saved);
    } catch (error) {
      form.clearSecrets(false);
      if (!(error instanceof ApiError && form.serverErrors(error.errors))) {
        setFailure(error instanceof ApiError && error.readable ? error.message : t('billing.card.saveFailed'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <CardFields form={form} personal disabled={busy} />
        <Textarea
          label={t('billing.guest.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          disabled={busy}
        />
        {failure && (
          <Alert color="red" role="alert" title={t('billing.card.saveFailedTitle')}>
            {failure}
          </Alert>
        )}
        <Button type="submit" size="md" loading={busy}>
          {t('billing.guest.saveCard')}
        </Button>
      </Stack>
    </form>
  );
}
