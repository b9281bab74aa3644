import { todayIn } from '@gm/domain/bookings';
import { satisfies } from '@gm/domain/permissions';
import { Button, Center, Grid, Group, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { openContextTab, setActiveContextTab } from '../../lib/context-tabs';
import { focusInvalid, hasPath, placeServerErrors, translateKeys } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { AppModal } from '../../ui/app-modal';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { bookingDetails, bookingKeys, originOptions } from './api';
import {
  BOOKING_ERROR_KEYS,
  type BookingFormState,
  type BookingModalMode,
  changedCheckedInGuests,
  checksOut,
  editableFields,
  emptyForm,
  errorsAfterChange,
  formFromDetails,
  inputOf,
  validateForm,
} from './booking-form';
import { BookingInfoForm } from './booking-info-form';
import { BookingPass } from './booking-pass';
import { bookingTabs, visibleTabs } from './booking-tabs';
import { brDate, CheckoutModal, EarlyCheckinModal } from './checkout-modals';
import { ConfirmEditPersonModal, IrreversibleActionModal } from './confirm-modals';
import { useLayerHost } from './nested-layer';
import { useBookingAccess } from './use-booking-access';
import { useBookingSave, useCheckOut, useMarkBookingSynced } from './use-booking-save';

/** Where a booking's context tab goes: the bookings list, which opens the booking's modal (bookings-page.tsx). */
export const bookingTabPath = (codRes: number) => `/operation/bookings?open=${codRes}`;

interface Props {
  mode: BookingModalMode;
  codRes: number | null;
  onClose: () => void;
}

/**
 * The booking modals of spec section 2: new/edit booking, view booking, check-in and the check-out
 * change. The first tab is the booking form (Sumário in check-in and check-out) with the booking pass
 * beside it; the other tabs come from booking-tabs.ts. Confirm shows only on the first tab. A refusal
 * (a reply with a status message) is a warning toast and the modal stays open.
 */
export function BookingModal({ mode, codRes, onClose }: Props) {
  const { t } = useT();
  const { user, contextIns } = useSession();
  const timeZone = useHotelTimeZone();
  const access = useBookingAccess();
  const editable = editableFields(mode);
  const [opened, setOpened] = useState(true);
  const [form, setForm] = useState<BookingFormState | null>(mode === 'new' ? emptyForm() : null);
  const original = useRef<BookingFormState | null>(null);
  // Field (a path of the service's input) -> message in the user's language (the form kit, 0027).
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<string | null>('info');
  const [confirmEdit, setConfirmEdit] = useState<string[] | null>(null);
  const [confirmCheckout, setConfirmCheckout] = useState(false);
  const [confirmEarly, setConfirmEarly] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [readingBalance, setReadingBalance] = useState(false);
  const layers = useLayerHost();

  const details = useQuery({
    queryKey: bookingKeys.details(codRes ?? 0),
    queryFn: () => bookingDetails(codRes!),
    enabled: codRes !== null,
  });
  const origins = useQuery({ queryKey: bookingKeys.filters(), queryFn: originOptions, enabled: editable.origin, staleTime: 5 * 60_000 });

  // The form starts from the booking once; later refetches (live events) do not overwrite the edits.
  useEffect(() => {
    if (!form && details.data) {
      const initial = formFromDetails(details.data.reserva);
      original.current = initial;
      setForm(initial);
    }
  }, [form, details.data]);

  // An open booking is a context tab of the activity bar (decision 0080): it reopens the booking from any screen.
  const voucher = details.data?.reserva.VOUCHER;
  useEffect(() => {
    if (codRes === null || voucher === undefined) return undefined;
    openContextTab({ kind: 'booking', id: codRes, label: voucher || String(codRes), path: bookingTabPath(codRes) });
    return () => setActiveContextTab(null);
  }, [codRes, voucher]);

  const close = () => setOpened(false);
  // The writes put the booking of their reply in the cache and refetch the lists (use-booking-save.ts).
  const done = (message: string) => notify('success', message);
  // A refusal about a field (a 422 naming it, a 400 from the schema) shows on it; the rest is a toast.
  const failed = (error: unknown) => {
    const input = form ? inputOf(form, mode, codRes) : {};
    placeServerErrors(error, t, { keys: BOOKING_ERROR_KEYS, isField: (f) => hasPath(input, f) }, setErrors);
  };

  const submit = useBookingSave(mode, codRes, {
    meta: { handlesErrors: true },
    onSuccess: (reply) => {
      done(reply.message || t(mode === 'new' ? 'bookings.toast.created' : 'bookings.toast.updated'));
      close();
    },
    onError: failed,
  });

  const sync = useMarkBookingSynced(codRes ?? 0, {
    meta: { handlesErrors: true },
    onSuccess: (reply) => done(reply.message || t('bookings.toast.bookingSynced')),
    onError: failed,
  });

  const checkout = useCheckOut(codRes ?? 0, {
    meta: { handlesErrors: true },
    onSuccess: (reply) => {
      setCheckoutOpen(false);
      done(reply.message);
      close();
    },
    onError: (error) => {
      // A balance that changed meanwhile comes back named: the desk reads the booking again before trying again.
      setCheckoutOpen(false);
      failed(error);
      void details.refetch();
    },
  });
  // The confirmation shows the balance as it is now: the booking is read again first.
  const openCheckout = async () => {
    setReadingBalance(true);
    const fresh = await details.refetch();
    setReadingBalance(false);
    if (fresh.data && !fresh.isError) setCheckoutOpen(true);
  };

  const run = () => {
    setConfirmEdit(null);
    setConfirmCheckout(false);
    setConfirmEarly(false);
    if (form) submit.mutate(form);
  };

  const onConfirm = () => {
    if (!form) return;
    const found = translateKeys(validateForm(form, mode, codRes), t) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length) return focusInvalid();
    if (mode === 'edit') {
      const names = changedCheckedInGuests(original.current, form);
      if (names.length) return setConfirmEdit(names);
    }
    if (mode === 'postpone' && checksOut(form.DHSAIDAPREV, todayIn(timeZone))) return setConfirmCheckout(true);
    // A check-in on another day than the arrival is asked first (decision 0040).
    if (mode === 'checkin' && form.DTRESERVA !== todayIn(timeZone)) return setConfirmEarly(true);
    run();
  };

  const scope = { codIns: contextIns?.codIns ?? null, idUser: user.idUser };
  const tabs = codRes ? visibleTabs(bookingTabs, mode, (p) => satisfies(user.permissions, p, scope)) : [];
  const reserva = details.data?.reserva ?? null;
  const canSync = (mode === 'edit' || mode === 'view') && access.reservas && reserva?.sincronizacaoConcluida === 'N';
  const firstTab = mode === 'checkin' || mode === 'postpone' ? 'bookings.tabs.summary' : 'bookings.tabs.booking';
  const canCheckOut = mode === 'postpone' && access.checkinouts && reserva?.STATUS === 'I';
  const primary = mode !== 'view' && tab === 'info' && !!form;

  const footer = form && (
    <Group justify="flex-end" gap="sm">
      {canSync && (
        <Button variant="default" onClick={() => sync.mutate()} loading={sync.isPending}>
          {t('bookings.modal.markSynced')}
        </Button>
      )}
      {canCheckOut && (
        <Button variant="outline" color="red.9" onClick={() => void openCheckout()} loading={readingBalance}>
          {t('bookings.modal.checkout')}
        </Button>
      )}
      <Button variant="default" onClick={close}>
        {t(mode === 'view' ? 'common.actions.close' : 'common.actions.cancel')}
      </Button>
      {primary && (
        <Button onClick={onConfirm} loading={submit.isPending}>
          {t(`bookings.modal.confirm.${mode}`)}
        </Button>
      )}
    </Group>
  );

  return (
    <AppModal
      opened={opened}
      onClose={close}
      onClosed={onClose}
      title={t(`bookings.modal.title.${mode}`)}
      size="80rem"
      closeOnEscape={!layers.open}
      stableHeight
      footer={footer}
      onSubmit={primary ? onConfirm : undefined}
    >
      <layers.Provider>
        {!form ? (
          <Center py="xl">
            <LoadingIndicator />
          </Center>
        ) : (
          <Stack gap="md">
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="info">{t(firstTab)}</Tabs.Tab>
                {tabs.map((x) => (
                  <Tabs.Tab key={x.key} value={x.key}>
                    {t(x.labelKey)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="info" pt="md">
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, md: 8 }}>
                    <BookingInfoForm
                      form={form}
                      onChange={(next) => {
                        setErrors((current) => errorsAfterChange(current, form, next));
                        setForm(next);
                      }}
                      editable={editable}
                      errors={errors}
                      createdAt={reserva?.DHINCLUSAO ?? '-'}
                      origins={origins.data ?? []}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 4 }}>
                    <BookingPass form={form} details={reserva} />
                  </Grid.Col>
                </Grid>
              </Tabs.Panel>
              {details.data &&
                tabs.map((x) => (
                  <Tabs.Panel key={x.key} value={x.key} pt="md">
                    <Suspense fallback={<LoadingIndicator />}>
                      <x.component codRes={codRes!} mode={mode} details={details.data} />
                    </Suspense>
                  </Tabs.Panel>
                ))}
            </Tabs>
          </Stack>
        )}
        <ConfirmEditPersonModal
          opened={confirmEdit !== null}
          names={confirmEdit ?? []}
          onConfirm={run}
          onCancel={() => setConfirmEdit(null)}
          busy={submit.isPending}
        />
        <IrreversibleActionModal
          opened={confirmCheckout}
          action={t('bookings.modal.checksOutWarning', { date: brDate(form?.DHSAIDAPREV ?? '') })}
          onConfirm={run}
          onCancel={() => setConfirmCheckout(false)}
          busy={submit.isPending}
        />
        <EarlyCheckinModal
          opened={confirmEarly}
          arrival={form?.DTRESERVA ?? ''}
          today={todayIn(timeZone)}
          onConfirm={run}
          onCancel={() => setConfirmEarly(false)}
          busy={submit.isPending}
        />
        {canCheckOut && (
          <CheckoutModal
            opened={checkoutOpen}
            voucher={reserva.VOUCHER}
            today={todayIn(timeZone)}
            balance={details.data?.saldoDevedor ?? null}
            onConfirm={() => checkout.mutate(details.data?.saldoDevedor ?? 0)}
            onCancel={() => setCheckoutOpen(false)}
            busy={checkout.isPending}
          />
        )}
      </layers.Provider>
    </AppModal>
  );
}
