import './styles';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { setWording } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { useLocation } from '../../lib/navigation';
import { Money } from '../../ui/money';
import { billingKeys, findBookingToPay, type GuestPaymentInfo, paymentHotel } from './api';
import { GuestError, GuestLoading, GuestPayment, payableInvoice, useGuestPaymentInfo } from './guest/guest-payment';
import { PublicFrame } from './guest/public-frame';
import { StandaloneCardForm } from './guest/standalone-card-form';

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

function BookingSummary({ info }: { info: GuestPaymentInfo }) {
  const { t } = useT();
  return (
    <Paper withBorder p="md" radius="md" data-testid="booking-summary">
      <SimpleGrid cols={2} spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.invoiceCard.guest')}
          </Text>
          <Text size="sm">{info.info.guestName ?? '-'}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.page.totalDue')}
          </Text>
          <Text size="sm" fw={700}>
            <Money reais={info.vlrEmAberto} />
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.invoiceCard.checkIn')}
          </Text>
          <Text size="sm">{info.info.checkIn}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.invoiceCard.checkOut')}
          </Text>
          <Text size="sm">{info.info.checkOut}</Text>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

function Done({ message }: { message: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status" data-testid="payment-done">
      <IconCircleCheck size={56} color="#1b6e32" aria-hidden="true" />
      <Text fw={700} ta="center">
        {message}
      </Text>
    </Stack>
  );
}

/** What the link's booking offers: pay now (online payment on, something due) or leave a card. */
function PaymentForBooking({ token }: { token: string }) {
  const { t } = useT();
  const info = useGuestPaymentInfo(token);
  const [mode, setMode] = useState<'auto' | 'card' | 'paid' | 'saved'>('auto');
  if (mode === 'paid') return <Done message={t('billing.page.paid')} />;
  if (mode === 'saved') return <Done message={t('billing.page.cardSaved')} />;
  if (info.isPending) return <GuestLoading />;
  if (info.isError) return <GuestError error={info.error} />;
  const canPayNow = info.data.pagamentoHabilitado === 'S' && payableInvoice(info.data) !== null;
  return (
    <Stack gap="md">
      <BookingSummary info={info.data} />
      {canPayNow && mode === 'auto' ? (
        <GuestPayment
          token={token}
          onDone={() => setMode('paid')}
          alternative={
            <Group justify="center">
              <Button variant="default" onClick={() => setMode('card')}>
                {t('billing.page.onlySaveCard')}
              </Button>
            </Group>
          }
        />
      ) : (
        <Stack gap="md">
          <Text>{t('billing.page.saveCardHint')}</Text>
          <StandaloneCardForm token={token} codRes={info.data.codRes} onSaved={() => setMode('saved')} />
          {canPayNow && (
            <Group justify="center">
              <Button variant="default" onClick={() => setMode('auto')}>
                {t('billing.page.payNowInstead')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
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
  const hotel = useQuery({ queryKey: billingKeys.hotel(h), queryFn: () => paymentHotel(h), retry: false, staleTime: 5 * 60_000 });
  const hospital = hotel.data?.ISHOSPITAL === 'S';
  useEffect(() => {
    if (hotel.isSuccess) setWording(hospital ? 'hospital' : undefined);
  }, [hotel.isSuccess, hospital]);
  if (hotel.isPending) return <GuestLoading />;
  if (hotel.isError) return <LinkProblem kind="invalid" />;
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="payment-hotel">
        {hotel.data.nomeIns}
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
