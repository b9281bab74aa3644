import type {
  ActivityInput,
  ActivityItem,
  BookingItem,
  BookingMapInput,
  ExploreFilter,
  Paginated,
  ReceptionInput,
} from '@gm/contracts/bookings';
import { type BookingStatus, formatStayDate, todayIn } from '@gm/domain/bookings';
import type { Locale } from '@gm/domain/locale';
import type { Db } from '../../db/pool';
import { type HotelWording, text } from '../../platform/messages';
import type { InstitutionSettings } from '../institutions/public';
import { type BookingRow, bookingColumns, toBookingItem } from './mapping';
import { SUMMARY_COLUMNS, SUMMARY_PERSONS, type SummaryRow, toSummary } from './summaries';

/** The reception desk's lists of the hotel's today (its time zone): arrivals, in house, departures. */
export async function receptionList(
  db: Db,
  institutionId: number,
  input: ReceptionInput,
  tz: string,
  now = new Date(),
): Promise<Paginated<BookingItem> & { dataReferencia: string }> {
  const today = todayIn(tz, now);
  const where = {
    // Everyone due today, those already in included (the desk sees its progress); cancelled ones are not.
    CHEGADAS: `b.check_in = $2::date AND b.status IN ('R', 'I')`,
    HOSPEDADOS: `b.status = 'I' AND $2::date IS NOT NULL`, // every list binds today
    // Due to leave (today or overdue) and those who left today.
    SAIDAS: `((b.status = 'I' AND b.check_out <= $2::date) OR (b.status = 'O' AND b.check_out = $2::date))`,
  }[input.tipo];
  const order = input.tipo === 'CHEGADAS' ? 'b.status DESC, b.id' : 'b.check_out, b.id';
  const { rows } = await db.query<{ total: number; rows: BookingRow[] }>(
    `SELECT (SELECT count(*) FROM bookings b WHERE b.institution_id = $1 AND ${where}) AS total,
       (SELECT coalesce(json_agg(row_to_json(r)), '[]'::json) FROM (
          SELECT ${bookingColumns('$3')} FROM bookings b WHERE b.institution_id = $1 AND ${where}
           ORDER BY ${order} LIMIT $4 OFFSET $5) r) AS rows`,
    [institutionId, today, tz, input.limit, input.offset],
  );
  const r = rows[0]!;
  return { status: 1, dataReferencia: formatStayDate(today), metadata: { totalCount: Number(r.total) }, data: r.rows.map(toBookingItem) };
}

/** The most bookings one map request lays out; a busier window asks the screen to narrow it. */
const MAP_LIMIT = 3000;

/**
 * The reservations map: bookings overlapping the window (cancelled ones left out), by check-in. The window is at most
 * MAX_MAP_DAYS long and the hotel's own: the planner reads either the check-in or the check-out index, whichever
 * bound is tighter (a window in the past stops at its end's check-ins, the present one at departures from its start).
 */
export async function bookingMap(db: Db, institutionId: number, input: BookingMapInput) {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM bookings b ${SUMMARY_PERSONS}
      WHERE b.institution_id = $1 AND b.check_out >= $2::date AND b.check_in <= $3::date AND b.status <> 'C'
      ORDER BY b.check_in, b.id LIMIT ${MAP_LIMIT + 1}`,
    [institutionId, input.dataInicial, input.dataFinal],
  );
  const truncated = rows.length > MAP_LIMIT;
  return {
    status: 1 as const,
    dataInicial: formatStayDate(input.dataInicial),
    dataFinal: formatStayDate(input.dataFinal),
    truncado: truncated ? ('S' as const) : ('N' as const),
    data: rows.slice(0, MAP_LIMIT).map(toSummary),
  };
}

/** /operation/activity: what happened to the hotel's bookings, newest first (or one booking's history). */
export async function activityList(
  db: Db,
  institutionId: number,
  input: ActivityInput,
  hotel: InstitutionSettings,
  locale: Locale,
): Promise<Paginated<ActivityItem>> {
  const one = input.CODRES ? 'AND e.booking_id = $5' : '';
  const params: unknown[] = [institutionId, hotel.timeZone, input.limit, input.offset];
  if (input.CODRES) params.push(input.CODRES);
  const { rows } = await db.query<{
    total: number;
    rows: { id: number; booking_id: number; voucher: string; kind: string; details: Record<string, unknown>; at: string }[];
  }>(
    `SELECT (SELECT count(*) FROM booking_events e WHERE e.institution_id = $1 ${one}) AS total,
       (SELECT coalesce(json_agg(row_to_json(r)), '[]'::json) FROM (
          SELECT e.id, e.booking_id, b.voucher, e.kind, e.details, to_char(e.at AT TIME ZONE $2, 'DD/MM/YYYY HH24:MI') AS at
            FROM booking_events e JOIN bookings b ON b.id = e.booking_id
           WHERE e.institution_id = $1 ${one}
           ORDER BY e.at DESC, e.id DESC LIMIT $3 OFFSET $4) r) AS rows`,
    params,
  );
  const r = rows[0]!;
  return {
    status: 1,
    metadata: { totalCount: Number(r.total) },
    data: r.rows.map((e) => {
      const { usuario, ...detalhes } = e.details ?? {};
      return {
        id: Number(e.id),
        CODRES: Number(e.booking_id),
        VOUCHER: e.voucher,
        tipo: e.kind,
        descricao: text(`bookings.event.${e.kind}`, locale, hotel),
        usuario: typeof usuario === 'string' ? usuario : null,
        dhEvento: e.at,
        detalhes,
      };
    }),
  };
}

/** Origins offered by default before a hotel has used its own. */
const DEFAULT_ORIGINS = ['Balcão', 'Telefone', 'E-mail', 'WhatsApp', 'Site', 'Booking.com', 'Expedia', 'Airbnb', 'Agência'];

/**
 * GetAvailableExploreFiltersService: data.avaiableFilters.avaiableFilter; the ORIGEM entry lists the
 * hotel's origins (those it used, from booking_origins, with the defaults) for the origin dropdown.
 */
export async function exploreFilters(db: Db, institutionId: number, locale: Locale, hotel: HotelWording) {
  const { rows } = await db.query<{ origin: string }>(
    'SELECT origin FROM booking_origins WHERE institution_id = $1 ORDER BY origin LIMIT 500',
    [institutionId],
  );
  const origins = [...new Set([...DEFAULT_ORIGINS, ...rows.map((r) => r.origin)])].sort((a, b) => a.localeCompare(b, 'pt'));
  const statuses: BookingStatus[] = ['R', 'I', 'O', 'C'];
  const avaiableFilter: ExploreFilter[] = [
    {
      id: 'origem',
      label: text('bookings.filter.origin', locale, hotel),
      queryColumn: 'ORIGEM',
      type: 'select',
      options: origins.map((o) => ({ text: o, value: o })),
    },
    {
      id: 'status',
      label: text('bookings.filter.status', locale, hotel),
      queryColumn: 'STATUS',
      type: 'select',
      options: statuses.map((s) => ({ text: text(`bookings.status.${s}`, locale, hotel), value: s })),
    },
    {
      id: 'sincronizacao',
      label: text('bookings.filter.synced', locale, hotel),
      queryColumn: 'sincronizacaoConcluida',
      type: 'select',
      options: (['S', 'N'] as const).map((s) => ({ text: text(`bookings.synced.${s}`, locale, hotel), value: s })),
    },
    {
      id: 'criacao',
      label: text('bookings.filter.creation', locale, hotel),
      queryColumn: 'TIPOCRIACAO',
      type: 'select',
      options: (['S', 'M'] as const).map((s) => ({ text: text(`bookings.creation.${s}`, locale, hotel), value: s })),
    },
  ];
  return { status: 1 as const, data: { avaiableFilters: { avaiableFilter } } };
}
