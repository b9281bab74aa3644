import { PAYMENT_CONDITIONS, type PaymentCondition } from '@gm/domain/payment-outcome';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { DateInput } from '../../ui/date-input';
import type { BookingFormState, Editable } from './booking-form';
import { GuestBlocks } from './guest-blocks';
import { originLabel } from './origin-label';

interface Props {
  form: BookingFormState;
  onChange: (form: BookingFormState) => void;
  editable: Editable;
  /** Field (input path) -> message, already in the user's language. */
  errors: Record<string, string>;
  /** DHINCLUSAO (read-only); '-' for a new booking. */
  createdAt: string;
  origins: string[];
}

/**
 * The booking info form (spec section 2): voucher, inclusion date (read-only), check-in and check-out
 * date pickers, origin dropdown, the payment condition (decision 0081) and the guest blocks; each field editable only where the modal allows.
 */
export function BookingInfoForm({ form, onChange, editable, errors, createdAt, origins }: Props) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const err = (f: string) => errors[f] || undefined;
  // The booking's own origin stays selectable even when the hotel no longer lists it.
  const options = form.ORIGEM && !origins.includes(form.ORIGEM) ? [form.ORIGEM, ...origins] : origins;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('bookings.form.voucher')}
          required={editable.voucher}
          readOnly={!editable.voucher}
          value={form.VOUCHER}
          onChange={(e) => onChange({ ...form, VOUCHER: e.currentTarget.value })}
          error={err('VOUCHER')}
          maxLength={60}
          autoComplete="off"
        />
        <TextInput label={t('bookings.fields.createdAt')} readOnly value={createdAt} />
        <DateInput
          label={t('bookings.fields.checkIn')}
          required={editable.checkIn}
          readOnly={!editable.checkIn}
          value={form.DTRESERVA}
          onChange={(iso) => onChange({ ...form, DTRESERVA: iso })}
          serverError={err('DTRESERVA')}
          timeZone={timeZone}
        />
        <DateInput
          label={t('bookings.fields.checkOut')}
          required={editable.checkOut}
          readOnly={!editable.checkOut}
          value={form.DHSAIDAPREV}
          onChange={(iso) => onChange({ ...form, DHSAIDAPREV: iso })}
          serverError={err('DHSAIDAPREV')}
          timeZone={timeZone}
        />
        {editable.origin ? (
          <NativeSelect
            label={t('bookings.fields.origin')}
            value={form.ORIGEM}
            onChange={(e) => onChange({ ...form, ORIGEM: e.currentTarget.value })}
            data={[{ value: '', label: t('bookings.form.selectItem') }, ...options.map((o) => ({ value: o, label: originLabel(t, o) }))]}
            error={err('ORIGEM')}
          />
        ) : (
          <TextInput label={t('bookings.fields.origin')} readOnly value={originLabel(t, form.ORIGEM) || '-'} />
        )}
        {editable.paymentCondition ? (
          <NativeSelect
            label={t('bookings.fields.paymentCondition')}
            value={form.CONDPAGTO}
            onChange={(e) => onChange({ ...form, CONDPAGTO: e.currentTarget.value as PaymentCondition })}
            data={PAYMENT_CONDITIONS.map((c) => ({ value: c, label: t(`bookings.paymentConditions.${c}`) }))}
            error={err('CONDPAGTO')}
            data-testid="booking-payment-condition"
          />
        ) : (
          <TextInput
            label={t('bookings.fields.paymentCondition')}
            readOnly
            value={t(`bookings.paymentConditions.${form.CONDPAGTO}`)}
            data-testid="booking-payment-condition"
          />
        )}
      </SimpleGrid>
      <GuestBlocks
        guests={form.pessoas}
        onChange={(pessoas) => onChange({ ...form, pessoas })}
        editable={editable.guests}
        errors={errors}
      />
    </Stack>
  );
}
