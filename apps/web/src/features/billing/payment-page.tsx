import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ComponentType, type FormEvent, lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { useLocation } from '../../lib/navigation';
import { withQueryClient } from '../../lib/query-scope';
import { findBookingToPay } from './api';
import { GuestLoading } from './guest/guest-loading';
import { usePaymentHotel } from './guest/payment-hotel';
import { PublicFrame } from './guest/public-frame';

// /payment's first screen (docs/decisions/0042-payment-server-render.md): the hotel link's search or what the link
// lacks, rendered by the server and light to hydrate. What a booking's token opens (the summary, the card form, the
// payment's state) comes in its own chunk with the query client, once there is a token.

type ForBookingProps = { token: string };
const loadForBooking = withQueryClient(() => import('./guest/payment-for-booking').then((m) => m.PaymentForBooking));
let ForBookingLoaded: ComponentType<ForBookingProps> | null = null;
function preloadForBooking(): Promise<ComponentType<ForBookingProps>> {
  return loadForBooking().then((Component) => (ForBookingLoaded = Component));
}
const ForBookingLazy = lazy(() => preloadForBooking().then((Component) => ({ default: Component })));

/** The booking's payment: drawn at once when its chunk came with the page, else after it arrives. */
function PaymentForBooking({ token }: ForBookingProps) {
  // Chosen once: the same element must not switch from the lazy wrapper to the loaded component (a remount).
  const [Component] = useState(() => ForBookingLoaded ?? ForBookingLazy);
  return (
    <Suspense fallback={<GuestLoading />}>
      <Component token={token} />
    </Suspense>
  );
}

/**
 * The page's module, with the booking's part too when the browser's address carries a token (one wait, not two).
 * The server's render never draws that part (the page's `ssr.renders`) and has no address here.
 */
export async function loadPaymentPage(): Promise<ComponentType> {
  if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('token')) await preloadForBooking();
  return PaymentPage;
}

/** The guest finds the booking with the voucher and a guest's name (hotel link code h). */
function BookingSearch({ h, onFound }: { h: string; onFound: (token: string) => void }) {
  const { t } = useT();
  const [voucher, setVoucher] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!voucher.trim() || name.trim().length < 2) return;
    setBusy(true);
    setFailure(null);
    try {
      const reply = await findBookingToPay({ voucher: voucher.trim(), nome: name.trim(), h });
      onFound(reply.token);
    } catch (error) {
      setFailure(error instanceof ApiError && error.readable ? error.message : t('billing.guest.tryAgainLater'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text>{t('billing.page.searchHint')}</Text>
        <TextInput
          label={t('billing.page.voucher')}
          value={voucher}
          onChange={(e) => setVoucher(e.currentTarget.value)}
          required
          maxLength={60}
        />
        <TextInput
          label={t('billing.page.guestName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={200}
          autoComplete="name"
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={!voucher.trim() || name.trim().length < 2}>
          {t('billing.page.search')}
        </Button>
      </Stack>
    </form>
  );
}

/** Why the search cannot start: the link lacks the hotel's code, or names no hotel (issue 13). */
function LinkProblem({ kind }: { kind: 'missing' | 'invalid' }) {
  const { t } = useT();
  const key = kind === 'missing' ? 'billing.page.missingLink' : 'billing.page.invalidLink';
  return (
    <Alert color="orange" title={t(key)} data-testid={`payment-${kind}-link`}>
      {t(`${key}Hint`)}
    </Alert>
  );
}

/** The hotel link's search: the hotel's name and wording (a hospital's words) before the guest types anything. */
function HotelSearch({ h, onFound }: { h: string; onFound: (token: string) => void }) {
  const hotel = usePaymentHotel(h);
  if (hotel.status === 'loading') return <GuestLoading />;
  if (hotel.status === 'invalid') return <LinkProblem kind="invalid" />;
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="payment-hotel">
        {hotel.hotel.nomeIns}
      </Text>
      <BookingSearch h={h} onFound={onFound} />
    </Stack>
  );
}

/**
 * /payment (public): the guest's payment link. The link carries the booking token (?token=); without
 * it the guest finds the booking by voucher and name (?h= the hotel's link code); with neither, the page says what
 * the link lacks instead of a search that cannot succeed.
 */
export function PaymentPage() {
  const { t } = useT();
  const params = new URLSearchParams(useLocation().search);
  const [token, setToken] = useState<string | null>(params.get('token'));
  const h = params.get('h')?.trim() || undefined;
  return (
    <PublicFrame title={t('billing.page.title')}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('billing.page.title')}
        </Title>
        {token ? <PaymentForBooking token={token} /> : h ? <HotelSearch h={h} onFound={setToken} /> : <LinkProblem kind="missing" />}
      </Stack>
    </PublicFrame>
  );
}
