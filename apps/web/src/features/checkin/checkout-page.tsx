import './styles';
import type { GuestContext } from '@gm/contracts/institutions/replies';
import { stayDateLabel, stayDatesDisplay } from '@gm/domain/booking-display';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLocation } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { loadCheckoutBill, loadCheckoutPayment } from '../billing/public';
import { bookingToken, checkoutDetails, confirmCheckout } from './api';
import { InvalidLink, PageLoading } from './checkin-page';
import { GuestLayout } from './guest-layout';
import { useHotelLink } from './hotel-link';
import { Notice } from './notice';
import { ReviewStayEntry } from './review-entry';

// The billing feature's check-out payment, loaded only when a stay is shown.
const CheckoutPayment = lazy(() => loadCheckoutPayment().then((C) => ({ default: C })));
// The stay's bill (invoice lines and totals), from the billing feature with the check-out token.
const CheckoutBill = lazy(() => loadCheckoutBill().then((C) => ({ default: C })));

/** /checkout (spec section 1): the guest finds the stay, reviews it and confirms the departure. */
export function CheckoutPage() {
  const { t } = useT();
  const { status, context } = useHotelLink('Checkout-Public');
  const [token, setToken] = useState<string | null>(null);
  return (
    <GuestLayout hotel={context?.nomeIns} title={t('checkin.checkout.title')}>
      {status === 'invalid' ? (
        <InvalidLink />
      ) : status === 'loading' || !context ? (
        <PageLoading />
      ) : token ? (
        <StayReview token={token} context={context} onExpired={() => setToken(null)} />
      ) : (
        <FindStay contextToken={context.jwtContexto} onFound={setToken} />
      )}
    </GuestLayout>
  );
}

function FindStay({ contextToken, onFound }: { contextToken: string; onFound: (token: string) => void }) {
  const { t } = useT();
  const [voucher, setVoucher] = useState('');
  const [name, setName] = useState('');
  const search = useMutation({
    mutationFn: () => bookingToken(contextToken, { voucher: voucher.trim(), nome: name.trim(), finalidade: 'checkout' }),
    onSuccess: (reply) => onFound(reply.token),
  });
  const canSubmit = voucher.trim() !== '' && name.trim().split(/\s+/).length >= 2;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit && !search.isPending) search.mutate();
      }}
    >
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('checkin.checkout.title')}
        </Title>
        <Text>{t('checkin.checkout.intro')}</Text>
        <TextInput
          label={t('checkin.search.voucher')}
          value={voucher}
          onChange={(e) => setVoucher(e.currentTarget.value)}
          autoComplete="off"
          required
        />
        <TextInput
          label={t('checkin.search.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="name"
          required
        />
        <Button type="submit" size="md" loading={search.isPending} disabled={!canSubmit}>
          {t('checkin.search.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function Line({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value === null || value === '' ? '-' : value}
      </Text>
    </Group>
  );
}

/**
 * The stay as the hotel shows it: dates hidden (HIDEBOOKINGDATEDETAILS = S) or as weekdays (UX_SHOWONLYDIASEMANA = S),
 * room type and daily rate only when UX_SHOWTIPOUHCARD / UX_SHOWVLRDIARIACARD = S (the server sends them only then).
 */
function StayReview({ token, context, onExpired }: { token: string; context: GuestContext; onExpired: () => void }) {
  const { t, language } = useT();
  const hotelCode = new URLSearchParams(useLocation().search).get('h')?.trim() || null;
  const dates = stayDatesDisplay(context);
  const client = useQueryClient();
  const [comments, setComments] = useState('');
  const details = useQuery({ queryKey: ['checkin', 'checkout', token], queryFn: () => checkoutDetails(token), retry: false });
  const confirm = useMutation({
    mutationFn: () => confirmCheckout(token, comments),
    onSuccess: (reply) => {
      notify('success', reply.message);
      void client.invalidateQueries({ queryKey: ['checkin', 'checkout', token] });
    },
  });
  if (details.isPending) return <PageLoading />;
  if (details.isError) {
    return (
      <Button variant="default" onClick={onExpired}>
        {t('checkin.checkout.searchAgain')}
      </Button>
    );
  }
  const d = details.data;
  const r = d.reserva;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('checkin.checkout.review')}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Line label={t('checkin.checkout.voucher')} value={r.VOUCHER} />
          {dates !== 'hidden' && (
            <>
              <Line label={t('checkin.checkout.arrival')} value={stayDateLabel(r.DTRESERVA, dates, language)} />
              <Line label={t('checkin.checkout.departure')} value={stayDateLabel(r.DHSAIDAPREV, dates, language)} />
            </>
          )}
          <Line label={t('checkin.checkout.nights')} value={r.noites} />
          {context.UX_SHOWTIPOUHCARD === 'S' && <Line label={t('checkin.checkout.room')} value={r.tipoUHEstadia} />}
          {context.UX_SHOWVLRDIARIACARD === 'S' && <Line label={t('checkin.checkout.rate')} value={r.vlrDiaria} />}
          <Line label={t('checkin.checkout.guests')} value={r.pessoasReserva.map((p) => p.NOME).join(', ')} />
        </Stack>
      </Paper>
      <Suspense fallback={<PageLoading />}>
        <CheckoutBill token={token} timeZone={context.TIMEZONE} />
      </Suspense>
      {d.checkoutConfirmado !== 'S' && (
        <Suspense fallback={<PageLoading />}>
          <CheckoutPayment token={token} />
        </Suspense>
      )}
      {d.checkoutConfirmado === 'S' ? (
        <>
          <Notice tone="success" title={t('checkin.checkout.confirmed', { when: d.dhConfirmacao })} testId="checkout-confirmed" />
          {/* The departure confirmed: the stay's review, with this search's booking token (decision 0049). */}
          <ReviewStayEntry token={token} hotelCode={hotelCode} />
        </>
      ) : d.podeConfirmar === 'S' ? (
        <Stack gap="sm">
          <Textarea
            label={t('checkin.checkout.comments')}
            value={comments}
            onChange={(e) => setComments(e.currentTarget.value)}
            minRows={3}
            maxLength={1000}
          />
          <Button size="md" onClick={() => confirm.mutate()} loading={confirm.isPending}>
            {t('checkin.checkout.confirm')}
          </Button>
        </Stack>
      ) : (
        d.motivo && <Notice tone="warning">{d.motivo}</Notice>
      )}
    </Stack>
  );
}
