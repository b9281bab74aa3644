import type { ListBookingsInput } from '@gm/contracts/bookings';
import { todayIn } from '@gm/domain/bookings';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { AppModal } from '../../ui/app-modal';
import { DateInput } from '../../ui/date-input';
import { presetRange } from './stay-dates';

type DateField = ListBookingsInput['dateField'];

export interface DateRange {
  dateField: DateField;
  dateFrom: string;
  dateTo: string;
}

const FIELDS: DateField[] = ['DTRESERVA', 'DHSAIDAPREV', 'DHINCLUSAO'];

/** The date range picker (spec section 2 "Other modals"): which date, from, to, with quick ranges. */
export function DateRangeModal({
  opened,
  value,
  onApply,
  onClose,
}: {
  opened: boolean;
  value: DateRange;
  onApply: (r: DateRange) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const today = todayIn(timeZone);
  const [draft, setDraft] = useState<DateRange>(value);
  const current = useRef(value);
  current.current = value;
  // The draft starts from the applied range each time the picker opens.
  useEffect(() => {
    if (opened) setDraft(current.current);
  }, [opened]);
  const reversed = draft.dateFrom !== '' && draft.dateTo !== '' && draft.dateFrom > draft.dateTo;
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('bookings.range.title')}
      size="md"
      onSubmit={reversed ? undefined : () => onApply(draft)}
    >
      <Stack gap="md">
        <NativeSelect
          label={t('bookings.range.field')}
          value={draft.dateField}
          onChange={(e) => setDraft({ ...draft, dateField: e.currentTarget.value as DateField })}
          data={FIELDS.map((f) => ({ value: f, label: t(`bookings.range.fields.${f}`) }))}
        />
        <SimpleGrid cols={2}>
          <DateInput
            label={t('bookings.range.from')}
            value={draft.dateFrom}
            onChange={(iso) => setDraft((d) => ({ ...d, dateFrom: iso }))}
            timeZone={timeZone}
          />
          <DateInput
            label={t('bookings.range.to')}
            value={draft.dateTo}
            onChange={(iso) => setDraft((d) => ({ ...d, dateTo: iso }))}
            serverError={reversed ? t('bookings.errors.rangeReversed') : null}
            timeZone={timeZone}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4} id="range-presets">
            {t('bookings.range.presets')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby="range-presets">
            {(['today', 'next7', 'last30', 'month'] as const).map((p) => (
              <Button key={p} size="xs" variant="light" onClick={() => setDraft({ ...draft, ...presetRange(p, today) })}>
                {t(`bookings.range.preset.${p}`)}
              </Button>
            ))}
          </Group>
        </div>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => onApply({ ...draft, dateFrom: '', dateTo: '' })}>
            {t('bookings.range.clear')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button disabled={reversed} onClick={() => onApply(draft)}>
              {t('bookings.range.apply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
