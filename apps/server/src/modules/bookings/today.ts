import { formatStayDate, type PmsState, pmsStatusOf } from '@gm/domain/bookings';
import type { Queryable } from '../../db/pool';
import { type BookingSummary, SUMMARY_COLUMNS, SUMMARY_PERSONS, type SummaryRow, toSummary } from './summaries';

/**
 * The front desk's lists of a hotel's today (Home): arrivals, guests in house, departures, registrations pending with
 * the PMS and recent web check-ins, in one statement (one snapshot). The caller picks the lists its permissions allow;
 * each comes with its total and at most `limit` items.
 */

export interface TodayParts {
  /** Arrivals, in house and departures (reservas or checkinouts). */
  stays: boolean;
  /** Registrations not yet synced (pessoas). */
  registrations: boolean;
  /** Web check-ins finished since `since` (any staff read). */
  webCheckins: boolean;
}

export interface TodayList<T> {
  total: number;
  data: T[];
}

export interface TodayRegistrationRow {
  codLib: number;
  CODRES: number;
  VOUCHER: string;
  CODPESRES: number;
  NOME: string;
  statusPms: PmsState;
  errorDetails: string | null;
  dhLiberacao: string;
}

export interface RecentWebCheckinRow {
  CODRES: number;
  VOUCHER: string;
  STATUS: BookingSummary['STATUS'];
  DTRESERVA: string;
  CODPESRES: number;
  NOME: string;
  dhWebCheckin: string;
  qtdPessoas: number;
  qtdWebCheckinRealizados: number;
}

export interface TodayLists {
  arrivals: TodayList<BookingSummary> | null;
  inHouse: TodayList<BookingSummary> | null;
  departures: TodayList<BookingSummary> | null;
  registrations: TodayList<TodayRegistrationRow> | null;
  webCheckins: TodayList<RecentWebCheckinRow> | null;
}

/** $1 hotel, $2 today, $3 time zone, $4 limit, $5 since (web check-ins). */
const STAYS = {
  // Everyone due today, those already in included (the desk sees its progress); awaiting ones first.
  arrivals: { where: `b.check_in = $2::date AND b.status IN ('R', 'I')`, order: `b.status DESC, b.id` },
  in_house: { where: `b.status = 'I'`, order: `b.check_out, b.id` },
  // Due to leave (today or overdue) first, then those who left today.
  departures: {
    where: `((b.status = 'I' AND b.check_out <= $2::date) OR (b.status = 'O' AND b.check_out = $2::date))`,
    order: `b.status = 'O', b.check_out, b.id`,
  },
} as const;

const DT = (col: string) => `to_char(${col} AT TIME ZONE $3, 'DD/MM/YYYY HH24:MI')`;

function list(name: string, from: string, columns: string, order: string): string {
  return `(SELECT count(*) ${from}) AS ${name}_total,
    (SELECT coalesce(json_agg(row_to_json(r)), '[]'::json) FROM (SELECT ${columns} ${from} ORDER BY ${order} LIMIT $4) r) AS ${name}_rows`;
}

const REGISTRATIONS_FROM = `FROM pms_registrations reg JOIN booking_persons bp ON bp.id = reg.booking_person_id JOIN bookings b ON b.id = bp.booking_id
   WHERE reg.institution_id = $1 AND NOT reg.synced`;
const REGISTRATION_COLUMNS = `reg.id, b.id AS booking_id, b.voucher, bp.id AS person_id, coalesce(bp.webcheck_name, bp.name) AS name,
   ${DT('reg.released_at')} AS released, ${DT('reg.consulted_at')} AS consulted, reg.error_details`;
const WEBCHECKINS_FROM = `FROM booking_persons w JOIN bookings b ON b.id = w.booking_id ${SUMMARY_PERSONS}
   WHERE w.institution_id = $1 AND w.webcheckin_status = 'D' AND w.webcheckin_at >= $5::timestamptz AND b.status <> 'C'`;
const WEBCHECKIN_COLUMNS = `b.id, b.voucher, b.status, b.check_in, w.id AS person_id, coalesce(w.webcheck_name, w.name) AS name,
   ${DT('w.webcheckin_at')} AS at, p.persons, p.done`;

export async function todayLists(
  db: Queryable,
  institutionId: number,
  opts: { today: string; timeZone: string; limit: number; since: Date; parts: TodayParts },
): Promise<TodayLists> {
  const selects: string[] = [];
  if (opts.parts.stays) {
    for (const [name, s] of Object.entries(STAYS)) {
      selects.push(list(name, `FROM bookings b ${SUMMARY_PERSONS} WHERE b.institution_id = $1 AND ${s.where}`, SUMMARY_COLUMNS, s.order));
    }
  }
  // Refused by the PMS first (someone must act), then the newest.
  if (opts.parts.registrations)
    selects.push(list('registrations', REGISTRATIONS_FROM, REGISTRATION_COLUMNS, `reg.error_details IS NULL, reg.id DESC`));
  if (opts.parts.webCheckins) selects.push(list('webcheckins', WEBCHECKINS_FROM, WEBCHECKIN_COLUMNS, `w.webcheckin_at DESC, w.id DESC`));
  const empty: TodayLists = { arrivals: null, inHouse: null, departures: null, registrations: null, webCheckins: null };
  if (!selects.length) return empty;
  // Each parameter is typed once here: a list left out would otherwise leave its parameter untyped (an error).
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT $2::date AS today, $3::text AS tz, $4::int AS lim, $5::timestamptz AS since, ${selects.join(',\n')}`,
    [institutionId, opts.today, opts.timeZone, opts.limit, opts.since],
  );
  const r = rows[0]!;
  const read = <T, R>(name: string, map: (row: R) => T): TodayList<T> => ({
    total: Number(r[`${name}_total`]),
    data: (r[`${name}_rows`] as R[]).map(map),
  });
  return {
    arrivals: opts.parts.stays ? read('arrivals', toSummary) : null,
    inHouse: opts.parts.stays ? read('in_house', toSummary) : null,
    departures: opts.parts.stays ? read('departures', toSummary) : null,
    registrations: opts.parts.registrations ? read('registrations', toRegistration) : null,
    webCheckins: opts.parts.webCheckins ? read('webcheckins', toWebCheckin) : null,
  };
}

interface RegistrationRow {
  id: number;
  booking_id: number;
  voucher: string;
  person_id: number;
  name: string;
  released: string | null;
  consulted: string | null;
  error_details: string | null;
}

function toRegistration(x: RegistrationRow): TodayRegistrationRow {
  return {
    codLib: Number(x.id),
    CODRES: Number(x.booking_id),
    VOUCHER: x.voucher,
    CODPESRES: Number(x.person_id),
    NOME: x.name,
    statusPms: pmsStatusOf({ dhLiberacao: x.released, dhConsulta: x.consulted, errorDetails: x.error_details }),
    errorDetails: x.error_details,
    dhLiberacao: x.released ?? '-',
  };
}

interface WebCheckinRow extends Pick<SummaryRow, 'id' | 'voucher' | 'status' | 'check_in' | 'persons' | 'done'> {
  person_id: number;
  name: string;
  at: string;
}

function toWebCheckin(x: WebCheckinRow): RecentWebCheckinRow {
  return {
    CODRES: Number(x.id),
    VOUCHER: x.voucher,
    STATUS: x.status,
    DTRESERVA: formatStayDate(x.check_in),
    CODPESRES: Number(x.person_id),
    NOME: x.name,
    dhWebCheckin: x.at,
    qtdPessoas: Number(x.persons),
    qtdWebCheckinRealizados: Number(x.done),
  };
}
