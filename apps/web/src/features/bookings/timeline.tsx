import type { MapBookingItem } from '@gm/contracts/bookings';
import { addDays, type BookingStatus, daysBetween } from '@gm/domain/bookings';
import { VisuallyHidden } from '@mantine/core';
import { IconBed, IconClock, IconDoorExit, IconX } from '@tabler/icons-react';
import { type CSSProperties, memo, useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { daysOf } from './stay-dates';
import classes from './timeline.module.css';
import type { TimelineBar, TimelineGroup } from './timeline-layout';

/** Status is colour, icon and words (the legend, each bar's name): never colour alone. */
export const STATUS_ICON: Record<BookingStatus, typeof IconBed> = { R: IconClock, I: IconBed, O: IconDoorExit, C: IconX };

type Vars = CSSProperties & Record<`--${string}`, string | number>;

interface Props {
  from: string;
  days: number;
  today: string;
  groups: TimelineGroup[];
  /** Opens a booking; absent when the user may not open bookings (the bars are then not buttons). */
  onOpen?: (b: MapBookingItem) => void;
  /** Another window is loading: this one stays, dimmed. */
  loading?: boolean;
}

function dayLabel(iso: string, lang: string, part: 'weekday' | 'date'): string {
  const opts: Intl.DateTimeFormatOptions =
    part === 'weekday' ? { weekday: 'short', timeZone: 'UTC' } : { day: '2-digit', month: '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : lang, opts).format(new Date(`${iso}T12:00:00Z`)).replace('.', '');
}

/** One bar: the guest's name and web check-in progress on it; the booking's dates and status in its accessible name. */
const Bar = memo(function Bar({ bar, onOpen }: { bar: TimelineBar; onOpen?: (b: MapBookingItem) => void }) {
  const { t } = useT();
  const b = bar.booking;
  const Icon = STATUS_ICON[b.STATUS];
  const className = [classes.bar, classes[b.STATUS], bar.clippedStart && classes.clipStart, bar.clippedEnd && classes.clipEnd]
    .filter(Boolean)
    .join(' ');
  const style: Vars = { '--start': bar.start, '--end': bar.end };
  const details = t('bookings.map.barDetails', {
    voucher: b.VOUCHER,
    checkIn: b.DTRESERVA,
    checkOut: b.DHSAIDAPREV,
    status: t(`bookings.status.${b.STATUS}`),
    done: b.qtdWebCheckinRealizados,
    total: b.qtdPessoas,
  });
  const content = (
    <>
      <Icon size={12} aria-hidden="true" />
      <span className={classes.label}>
        {b.NOME} {b.qtdWebCheckinRealizados}/{b.qtdPessoas}
      </span>
      <VisuallyHidden>, {details}</VisuallyHidden>
    </>
  );
  return onOpen ? (
    <button type="button" className={className} style={style} title={details} onClick={() => onOpen(b)} data-codres={b.CODRES}>
      {content}
    </button>
  ) : (
    <div className={className} style={style} title={details} data-codres={b.CODRES}>
      {content}
    </div>
  );
});

/** The days across (today marked), then each room type's lanes of bars. Redrawn only when its props change. */
export const Timeline = memo(function Timeline({ from, days, today, groups, onOpen, loading }: Props) {
  const { t, language } = useT();
  const dayList = useMemo(() => daysOf(from, addDays(from, days - 1)), [from, days]);
  const todayIndex = daysBetween(from, today);
  const vars: Vars = { '--days': days, '--today': todayIndex };
  // Each group's bars by lane, once per layout.
  const rows = useMemo(
    () =>
      groups.map((g) => {
        const lanes: TimelineBar[][] = Array.from({ length: g.lanes }, () => []);
        for (const b of g.bars) lanes[b.lane]!.push(b);
        return lanes;
      }),
    [groups],
  );
  return (
    <div className={classes.scroller} data-testid="timeline" aria-busy={loading || undefined} data-loading={loading || undefined}>
      <div className={classes.grid} style={vars}>
        <div className={classes.header} data-testid="timeline-days">
          {dayList.map((d) => {
            const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
            const isToday = d === today;
            const cls = [classes.day, (weekday === 0 || weekday === 6) && classes.weekend, isToday && classes.today]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={d} className={cls} aria-current={isToday ? 'date' : undefined} data-day={d}>
                {isToday ? t('bookings.map.today') : dayLabel(d, language, 'weekday')}
                <br />
                {dayLabel(d, language, 'date')}
              </div>
            );
          })}
        </div>
        <div className={classes.body}>
          {todayIndex >= 0 && todayIndex < days && <div className={classes.todayColumn} aria-hidden="true" />}
          {groups.map((g, gi) => (
            <section key={g.roomType ?? ''} aria-label={g.roomType ?? t('bookings.map.noRoomType')} data-testid="timeline-group">
              <h2 className={classes.groupHead}>
                <span>
                  {g.roomType ?? t('bookings.map.noRoomType')} · {t('bookings.map.count', { count: g.bars.length })}
                </span>
              </h2>
              {rows[gi]!.map((lane, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a lane is its position
                <div key={i} className={classes.lane} data-testid="timeline-lane">
                  {lane.map((b) => (
                    <Bar key={b.booking.CODRES} bar={b} onOpen={onOpen} />
                  ))}
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
});

/** What the colours and icons mean, in words. */
export function TimelineLegend() {
  const { t } = useT();
  return (
    <ul className={classes.legend} aria-label={t('bookings.map.legend')}>
      {(['R', 'I', 'O'] as const).map((s) => {
        const Icon = STATUS_ICON[s];
        return (
          <li key={s}>
            <span className={`${classes.bar} ${classes[s]} ${classes.swatch}`} aria-hidden="true">
              <Icon size={12} />
            </span>
            {t(`bookings.status.${s}`)}
          </li>
        );
      })}
      <li>
        <span className={classes.todaySwatch} aria-hidden="true" />
        {t('bookings.map.todayLegend')}
      </li>
    </ul>
  );
}
