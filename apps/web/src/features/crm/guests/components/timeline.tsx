import type { ExplorePersonReply } from '@gm/contracts/crm/profiles-replies';
import { formatDate, formatDateTime, formatMoney } from '@gm/domain/format';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarEvent, IconCreditCard, IconDoorEnter, IconMail, IconMoodSmile, IconUserCheck } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { useHotelTimeZone } from '../../../../lib/session/use-hotel-time-zone';

type Entry = ExplorePersonReply['timeline'][number];

const ICONS = {
  booking: IconCalendarEvent,
  stay: IconDoorEnter,
  checkin: IconUserCheck,
  payment: IconCreditCard,
  survey: IconMoodSmile,
  consent: IconMail,
};

/** One guest's timeline, newest first: bookings, stays, web check-ins, payments, survey answers, consent changes. */
export function GuestTimeline({ entries }: { entries: Entry[] }) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const detail = (e: Entry): string => {
    const stay = e.checkIn && e.checkOut ? t('crm.guests.timeline.dates', { from: formatDate(e.checkIn), to: formatDate(e.checkOut) }) : '';
    switch (e.kind) {
      case 'booking':
        return [e.voucher, stay, e.detail, e.status === 'C' ? t('crm.guests.timeline.cancelled') : ''].filter(Boolean).join(' · ');
      case 'stay':
        return [e.voucher, stay, e.detail].filter(Boolean).join(' · ');
      case 'checkin':
        return [e.voucher, stay].filter(Boolean).join(' · ');
      case 'payment':
        return [formatMoney(e.amountCents ?? 0), e.detail, e.voucher].filter(Boolean).join(' · ');
      case 'survey':
        return [e.nps === null ? '' : t('crm.guests.timeline.nps', { score: e.nps }), e.detail].filter(Boolean).join(' · ');
      case 'consent':
        return `${t(`crm.guests.consent.channels.${e.detail}`)}: ${t(e.status === 'granted' ? 'crm.guests.consent.optedIn' : 'crm.guests.consent.optedOut')}`;
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="timeline-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="timeline-title">
          {t('crm.guests.timeline.title')}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm">{t('crm.guests.timeline.empty')}</Text>
        ) : (
          <Timeline bulletSize={26} lineWidth={2}>
            {entries.map((e) => {
              const Icon = ICONS[e.kind];
              return (
                <Timeline.Item
                  key={`${e.kind}-${e.at}-${e.bookingId}-${e.amountCents}-${e.status}-${e.detail}`}
                  bullet={<Icon size={14} aria-hidden="true" />}
                  title={t(`crm.guests.timeline.kinds.${e.kind}`)}
                  data-testid="timeline-entry"
                  data-kind={e.kind}
                >
                  <Text size="sm">{detail(e)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(e.at, timeZone)}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
