import { legacyToken } from '@gm/contracts/checkin/services';
import { findStay } from '@gm/contracts/surveys/services';
import { reviewStayHref } from '@gm/domain/survey-links';
import { Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { setWording } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { call } from '../../lib/api/client';
import { ApiError } from '../../lib/api/http';
import { navigate, useLocation } from '../../lib/navigation';
import { LoadingIndicator } from '../../ui/loading-indicator';

type Hotel = { phase: 'loading' } | { phase: 'invalid' } | { phase: 'ready'; name: string };
type Fields = { voucher?: string; nome?: string };

/**
 * /reviewstay?h=... without a link (the website widget's "review your stay", decision 0055): the guest finds the stay
 * by the voucher and a guest's name or the booking's e-mail; the page then goes on as with the e-mail's link, the
 * address replaced with the survey token (t) so a reload keeps it.
 */
export function FindStay({ chaveIns, onFound }: { chaveIns: string; onFound: () => void }) {
  const { t, language } = useT();
  const { pathname } = useLocation();
  const [hotel, setHotel] = useState<Hotel>({ phase: 'loading' });
  const [voucher, setVoucher] = useState('');
  const [nome, setNome] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The hotel's name and wording (a hospital's), as the check-in's hotel link gives them.
  useEffect(() => {
    let live = true;
    call(legacyToken, { h: chaveIns }, { auth: 'none' }).then(
      ({ contextIns }) => {
        if (!live) return;
        setWording(contextIns.ISHOSPITAL === 'S' ? 'hospital' : undefined);
        setHotel({ phase: 'ready', name: contextIns.nomeIns });
      },
      () => live && setHotel({ phase: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [chaveIns]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const required = t('surveysGuest.find.required');
    const missing: Fields = { ...(voucher.trim() ? {} : { voucher: required }), ...(nome.trim() ? {} : { nome: required }) };
    setFields(missing);
    setRefusal(null);
    if (missing.voucher || missing.nome) return;
    setBusy(true);
    try {
      const { token } = await call(findStay, { chaveIns, voucher: voucher.trim(), nome: nome.trim() }, { auth: 'none' });
      onFound();
      const href = reviewStayHref({ token, hotelCode: chaveIns, locale: language });
      navigate(pathname + href.slice(href.indexOf('?')), { replace: true });
    } catch (error) {
      const readable = error instanceof ApiError && error.readable;
      const onField: Fields = {};
      for (const f of error instanceof ApiError ? error.errors : [])
        if (f.path === 'voucher' || f.path === 'nome') onField[f.path] ??= f.message;
      setFields(onField);
      if (!onField.voucher && !onField.nome) setRefusal(readable ? (error as ApiError).message : t('surveysGuest.link.tryLater'));
      setBusy(false);
    }
  };

  if (hotel.phase === 'loading')
    return (
      <Center py="xl" role="status">
        <LoadingIndicator />
      </Center>
    );
  if (hotel.phase === 'invalid')
    return (
      <Stack gap="xs" py="xl" ta="center" data-testid="survey-invalid">
        <Title order={1} size="h3">
          {t('surveysGuest.find.invalid')}
        </Title>
        <Text>{t('surveysGuest.find.invalidHint')}</Text>
      </Stack>
    );
  return (
    <form noValidate onSubmit={submit} data-testid="find-stay">
      <Stack gap="sm">
        <Text fw={600} size="sm" c="dark.6">
          {hotel.name}
        </Text>
        <Title order={1} size="h3">
          {t('surveysGuest.find.title')}
        </Title>
        <Text>{t('surveysGuest.find.intro')}</Text>
        <TextInput
          label={t('surveysGuest.find.voucher')}
          description={t('surveysGuest.find.voucherHint')}
          value={voucher}
          onChange={(e) => setVoucher(e.currentTarget.value)}
          error={fields.voucher}
          autoComplete="off"
          size="md"
          required
        />
        <TextInput
          label={t('surveysGuest.find.name')}
          description={t('surveysGuest.find.nameHint')}
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
          error={fields.nome}
          autoComplete="name"
          size="md"
          required
        />
        {refusal && (
          <Text c="red.9" role="alert" data-testid="find-stay-refusal">
            {refusal}
          </Text>
        )}
        <Button type="submit" size="lg" h={50} loading={busy}>
          {t('surveysGuest.find.submit')}
        </Button>
      </Stack>
    </form>
  );
}
