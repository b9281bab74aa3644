import type { TodayWorkInput } from '@gm/contracts/home/inputs';
import { RECENT_WEBCHECKIN_DAYS, type TodayBooking, type TodayWorkReply } from '@gm/contracts/home/replies';
import { formatStayDate, todayIn } from '@gm/domain/bookings';
import { centsToReais } from '@gm/domain/money';
import type { Db } from '../../db/pool';
import { balancesDue } from '../billing/public';
import { type TodayParts, todayLists } from '../bookings/public';

/**
 * Home's lists for the hotel's today (its time zone): the bookings module's lists the caller may see, and, for callers
 * who may see invoices, what each arrival, guest in house and departure still owes.
 */
export async function todayWork(
  db: Db,
  institutionId: number,
  opts: { timeZone: string; input: TodayWorkInput; parts: TodayParts; balances: boolean; now?: Date },
): Promise<TodayWorkReply> {
  const now = opts.now ?? new Date();
  const today = todayIn(opts.timeZone, now);
  const lists = await todayLists(db, institutionId, {
    today,
    timeZone: opts.timeZone,
    limit: opts.input.limite,
    since: new Date(now.getTime() - RECENT_WEBCHECKIN_DAYS * 86_400_000),
    parts: opts.parts,
  });
  const stays = [lists.arrivals, lists.inHouse, lists.departures];
  const due = opts.balances
    ? await balancesDue(
        db,
        institutionId,
        stays.flatMap((l) => l?.data.map((b) => b.CODRES) ?? []),
      )
    : null;
  const withBalance = (l: (typeof stays)[number]) =>
    l && {
      total: l.total,
      data: l.data.map((b): TodayBooking => ({ ...b, saldoDevedor: due ? centsToReais(due.get(b.CODRES) ?? 0) : null })),
    };
  return {
    status: 1,
    dataReferencia: formatStayDate(today),
    chegadas: withBalance(lists.arrivals),
    hospedados: withBalance(lists.inHouse),
    saidas: withBalance(lists.departures),
    cadastrosPendentes: lists.registrations,
    webCheckinsRecentes: lists.webCheckins,
  };
}
