import { linkPlaceholderInput } from '@gm/contracts/widget/index';
import * as widgetContracts from '@gm/contracts/widget/services';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../lib/api/client';
import { ApiError } from '../../lib/api/http';
import { showFailure, useGuest } from './use-guest';

interface Props {
  voucher: string;
  name: string;
}

type Field = 'voucher' | 'nome' | 'email' | 'dtEntrada' | 'dtSaida';

/**
 * "My booking does not show yet" (decision 0067): after a search that found nothing at a hotel fed by its PMS, the
 * visitor gives e-mail and dates; VinculaReservaFicticiaService opens a placeholder booking and the wizard goes on
 * with its token, as if the search had found it. The PMS import later links the real booking to it.
 */
export function PlaceholderOffer({ voucher, name }: Props) {
  const { t, s } = useGuest();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [dtEntrada, setEntrada] = useState('');
  const [dtSaida, setSaida] = useState('');
  const [busy, setBusy] = useState(false);
  const [bad, setBad] = useState<Partial<Record<Field, string>>>({});
  if (!open) {
    return (
      <Button variant="subtle" onClick={() => setOpen(true)} data-testid="placeholder-offer">
        {t('checkin.placeholder.offer')}
      </Button>
    );
  }
  const submit = async () => {
    const input = { h: s.linkCode ?? '', voucher: voucher.trim(), nome: name.trim(), email: email.trim(), dtEntrada, dtSaida };
    const parsed = linkPlaceholderInput.safeParse(input);
    if (!parsed.success) {
      setBad(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t('checkin.placeholder.invalid')])));
      return;
    }
    setBad({});
    setBusy(true);
    try {
      const reply = await call(widgetContracts.linkPlaceholder, parsed.data);
      const { goToBooking } = await import('./open-guest');
      await goToBooking(reply);
    } catch (error) {
      // A refusal about a field (dates out of range, a voucher already here) shows on that field.
      const fields =
        error instanceof ApiError ? error.errors.filter((e) => ['voucher', 'email', 'dtEntrada', 'dtSaida'].includes(e.path)) : [];
      if (fields.length) setBad(Object.fromEntries(fields.map((e) => [e.path, e.message])));
      else showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      data-testid="placeholder-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text>{t('checkin.placeholder.intro')}</Text>
        {(bad.voucher || bad.nome) && (
          <Text c="red.8" role="alert">
            {bad.voucher ?? bad.nome}
          </Text>
        )}
        <TextInput
          type="email"
          label={t('checkin.placeholder.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          autoComplete="email"
          required
          error={bad.email}
        />
        <TextInput
          type="date"
          label={t('checkin.placeholder.dtEntrada')}
          value={dtEntrada}
          onChange={(e) => setEntrada(e.currentTarget.value)}
          required
          error={bad.dtEntrada}
        />
        <TextInput
          type="date"
          label={t('checkin.placeholder.dtSaida')}
          value={dtSaida}
          onChange={(e) => setSaida(e.currentTarget.value)}
          required
          error={bad.dtSaida}
        />
        <Button type="submit" size="md" loading={busy}>
          {t('checkin.placeholder.submit')}
        </Button>
      </Stack>
    </form>
  );
}
