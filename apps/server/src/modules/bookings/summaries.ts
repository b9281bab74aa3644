import type { BookingStatus } from '@gm/domain/bookings';
import { formatStayDate } from '@gm/domain/bookings';

/**
 * A booking in one line (the map's bars, Home's lists): dates, status, room type, the main guest's name and the web
 * check-in progress of its guests, without the guest list (a month of a 100-room hotel is about a thousand of these).
 */

/** The columns (b = bookings): one pass over the booking's persons gives the name and both counts. */
export const SUMMARY_COLUMNS = `b.id, b.status, b.voucher, b.check_in, b.check_out, b.room_type, p.name, p.persons, p.done`;
export const SUMMARY_PERSONS = `LEFT JOIN LATERAL (
    SELECT (array_agg(coalesce(bp.webcheck_name, bp.name) ORDER BY bp.position, bp.id))[1] AS name,
           count(*)::int AS persons, (count(*) FILTER (WHERE bp.webcheckin_status = 'D'))::int AS done
      FROM booking_persons bp WHERE bp.booking_id = b.id) p ON true`;

export interface SummaryRow {
  id: number;
  status: BookingStatus;
  voucher: string;
  check_in: string;
  check_out: string;
  room_type: string | null;
  name: string | null;
  persons: number;
  done: number;
}

export interface BookingSummary {
  CODRES: number;
  STATUS: BookingStatus;
  VOUCHER: string;
  DTRESERVA: string;
  DHSAIDAPREV: string;
  NOME: string;
  qtdPessoas: number;
  qtdWebCheckinRealizados: number;
  tipoUHEstadia: string | null;
}

export function toSummary(r: SummaryRow): BookingSummary {
  return {
    CODRES: Number(r.id),
    STATUS: r.status,
    VOUCHER: r.voucher,
    DTRESERVA: formatStayDate(r.check_in),
    DHSAIDAPREV: formatStayDate(r.check_out),
    NOME: r.name ?? '-',
    qtdPessoas: Number(r.persons ?? 0),
    qtdWebCheckinRealizados: Number(r.done ?? 0),
    tipoUHEstadia: r.room_type,
  };
}
