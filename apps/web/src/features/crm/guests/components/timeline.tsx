import type { GuestEmail } from '@gm/contracts/crm/deliverability-replies';
import type { ExplorePersonReply } from '@gm/contracts/crm/profiles-replies';
import { formatDate, formatDateTime, formatMoney } from '@gm/domain/format';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconClick,
  IconCreditCard,
  IconDoorEnter,
  IconMail,
  IconMailExclamation,
  IconMailForward,
  IconMailOpened,
  IconMoodSmile,
  IconUserCheck,
} from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { useHotelTimeZone } from '../../../../lib/session/use-hotel-time-zone';

type ProfileEntry = ExplorePersonReply['timeline'][number];
type MailKind = 'emailSent' | 'emailOpened' | 'emailClicked' | 'emailFailed';
/** A campaign e-mail's moment: sent (accepted by the relay), first opened, first clicked, failed (a bounce). */
interface MailEntry {
  kind: MailKind;
  at: string;
  email: GuestEmail;
}
type Entry = ProfileEntry | MailEntry;

const ICONS = {
  booking: IconCalendarEvent,
  stay: IconDoorEnter,
  checkin: IconUserCheck,
  payment: IconCreditCard,
  survey: IconMoodSmile,
  consent: IconMail,
  emailSent: IconMailForward,
  emailOpened: IconMailOpened,
  emailClicked: IconClick,
  emailFailed: IconMailExclamation,
};

/** The moments of each e-mail, for the timeline (a queued or skipped e-mail has none yet). */
export function mailEntries(emails: GuestEmail[]): MailEntry[] {
  return emails.flatMap((email) => {
    const out: MailEntry[] = [];
    if (email.deliveredAt) out.push({ kind: 'emailSent', at: email.deliveredAt, email });
    if (email.firstViewedAt ?? email.lastViewedAt)
      out.push({ kind: 'emailOpened', at: (email.firstViewedAt ?? email.lastViewedAt)!, email });
    if (email.visitedAt) out.push({ kind: 'emailClicked', at: email.visitedAt, email });
    if (email.failedAt) out.push({ kind: 'emailFailed', at: email.failedAt, email });
    return out;
  });
}

const isMail = (e: Entry): e is MailEntry => 'email' in e;

/**
 * One guest's timeline, newest first: bookings, stays, web check-ins, payments, survey answers, consent changes,
 * and the campaign e-mails received, opened, clicked or bounced.
 */
export function GuestTimeline({ entries: profileEntries, emails = [] }: { entries: ProfileEntry[]; emails?: GuestEmail[] }) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const entries: Entry[] = [...profileEntries, ...mailEntries(emails)].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const mailDetail = (e: MailEntry): string => {
    const m = e.email;
    switch (e.kind) {
      case 'emailSent':
        return [m.campaignName, m.destination].join(' · ');
      case 'emailOpened':
        return [m.campaignName, t('crm.guests.timeline.views', { count: m.views })].join(' · ');
      case 'emailClicked':
        return [m.campaignName, t('crm.guests.timeline.clicks', { count: m.clicks })].join(' · ');
      case 'emailFailed':
        return [m.campaignName, m.bounceKind ? t(`crm.guests.timeline.bounce.${m.bounceKind}`) : '', m.statusMessage]
          .filter(Boolean)
          .join(' · ');
    }
  };
  const detail = (e: Entry): string => {
    if (isMail(e)) return mailDetail(e);
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
                  key={isMail(e) ? `${e.kind}-${e.email.id}` : `${e.kind}-${e.at}-${e.bookingId}-${e.amountCents}-${e.status}-${e.detail}`}
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
