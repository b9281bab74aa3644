import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { loadFeatureBundle } from '../../../i18n/feature-bundles';
import { ApiError } from '../../../lib/api/http';
import { bookingToken } from '../api';
import { checkinPlaceholderBundle } from '../bundle';
import { type FacialSearchProps, facialSearchLoader } from '../facial-search-slot';
import { showFailure, useGuest } from '../use-guest';
import { StepActions } from '../wizard/step-actions';

// Opening the booking (the guest's data, their form helpers) loads once the search has an answer: not with the
// guest's first screen (the /checkin budget, docs/decisions/0015-guest-entry.md).
const goToBooking = (reply: Parameters<typeof import('../open-guest').goToBooking>[0]) =>
  import('../open-guest').then((m) => m.goToBooking(reply));

// "My booking does not show yet" (decision 0067): loaded only after a search finds nothing at a hotel fed by its PMS.
const PlaceholderOffer = lazy(() =>
  Promise.all([import('../placeholder-offer'), loadFeatureBundle(checkinPlaceholderBundle)]).then(([m]) => ({
    default: m.PlaceholderOffer,
  })),
);

/**
 * Booking search (spec section 2): the voucher (filled from the link's `voucher` when given) and the name of one of
 * the booking's guests. The facial search
 * appears only when the hotel enables it and the kiosk feature provides it.
 */
/** Another way to fill the search (the kiosk's QR reader): it hands over a voucher; the guest still types a name. */
export interface SearchExtraProps {
  onVoucher: (voucher: string) => void;
}

export function SearchStep({ extra: Extra }: { extra?: ComponentType<SearchExtraProps> | null }) {
  const { t, s } = useGuest();
  // The pre-arrival e-mail's link carries the voucher (?voucher=): the guest only types a name.
  // (after hydration: the server renders the search empty).
  const [voucher, setVoucher] = useState('');
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('voucher')?.trim().slice(0, 64);
    if (linked) setVoucher((v) => v || linked);
  }, []);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [mode, setMode] = useState<'manual' | 'facial'>('manual');
  const contextToken = s.machine.contextToken ?? '';
  const facial = facialSearchLoader(s.context);
  const Facial = useMemo(
    () => (facial ? lazy(() => facial().then((C: ComponentType<FacialSearchProps>) => ({ default: C }))) : null),
    [facial],
  );
  const canSubmit = voucher.trim() !== '' && name.trim().split(/\s+/).length >= 2;

  const submit = async () => {
    if (!canSubmit || busy) return;
    setBusy(true);
    try {
      await goToBooking(await bookingToken(contextToken, { voucher: voucher.trim(), nome: name.trim() }));
    } catch (error) {
      setNotFound(error instanceof ApiError && !!error.code?.startsWith('checkin.booking_not_found'));
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const offerPlaceholder = notFound && s.context?.PMSIMPORTBOOKINGS === 'S';

  return (
    <Stack gap="md">
      <Text>{t('checkin.search.intro')}</Text>
      {Facial && (
        <Group grow gap="xs" role="group" aria-label={t('checkin.search.mode')}>
          {(['manual', 'facial'] as const).map((m) => (
            <Button key={m} variant={mode === m ? 'filled' : 'default'} aria-pressed={mode === m} onClick={() => setMode(m)}>
              {t(`checkin.search.${m}`)}
            </Button>
          ))}
        </Group>
      )}
      {Extra && mode === 'manual' && <Extra onVoucher={setVoucher} />}
      {mode === 'facial' && Facial ? (
        <Suspense fallback={null}>
          <Facial
            contextToken={contextToken}
            onFound={(reply) => {
              // The kiosk's session report counts searches by face (kiosk/session-report.ts).
              window.dispatchEvent(new CustomEvent('gm:search-method', { detail: 'face' }));
              void goToBooking(reply).catch(showFailure);
            }}
          />
        </Suspense>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('checkin.search.voucher')}
              description={t('checkin.search.voucherHint')}
              value={voucher}
              onChange={(e) => setVoucher(e.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="characters"
              required
            />
            <TextInput
              label={t('checkin.search.name')}
              description={t('checkin.search.nameHint')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              autoComplete="name"
              required
            />
          </Stack>
          <StepActions loading={busy} disabled={!canSubmit} label={t('checkin.search.submit')} />
        </form>
      )}
      {offerPlaceholder && mode === 'manual' && (
        <Suspense fallback={null}>
          <PlaceholderOffer voucher={voucher} name={name} />
        </Suspense>
      )}
    </Stack>
  );
}
