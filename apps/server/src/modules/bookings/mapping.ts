import type { BookingItem, BookingPersonItem } from '@gm/contracts/bookings';
import { type BookingStatus, flagOf, formatStayDate } from '@gm/domain/bookings';
import { maskDocument } from '@gm/domain/documents';
import type { PaymentCondition } from '@gm/domain/payment-outcome';

/**
 * Rows of the bookings tables to the spec's wire names, in one place (ARCHITECTURE.md "Data").
 * Instants arrive already formatted in the hotel's time zone by the queries (to_char ... AT TIME ZONE).
 */

/** SQL for one booking's persons as a JSON array of positional arrays (cheap to build and to parse). */
const PERSONS_JSON = `(SELECT coalesce(json_agg(json_build_array(bp.id, bp.name, bp.email, bp.phone, bp.doc, bp.position,
      bp.webcheckin_status, bp.webcheck_name) ORDER BY bp.position, bp.id), '[]'::json)
   FROM booking_persons bp WHERE bp.booking_id = b.id)`;

/** The booking columns every list selects (b = bookings; $tz = the hotel's time zone parameter). */
export function bookingColumns(tzParam: string): string {
  return `b.id, b.status, b.voucher, b.check_in, b.check_out, to_char(b.created_at AT TIME ZONE ${tzParam}, 'DD/MM/YYYY') AS created,
    b.origin, b.final_origin, b.creation_type, b.payment_condition, b.synced, ${PERSONS_JSON} AS persons`;
}

export interface BookingRow {
  id: number;
  status: BookingStatus;
  voucher: string;
  check_in: string;
  check_out: string;
  created: string;
  origin: string | null;
  final_origin: string | null;
  creation_type: 'S' | 'M';
  payment_condition: PaymentCondition;
  synced: boolean;
  persons: PersonTuple[];
}

export type PersonTuple = [number, string, string | null, string | null, string | null, number, 'P' | 'D', string | null];

function toPersonItem(p: PersonTuple): BookingPersonItem {
  return {
    CODPESRES: Number(p[0]),
    NOME: p[1],
    EMAIL: p[2],
    TELEFONE: p[3],
    DOC: maskDocument(p[4]),
    principal: flagOf(p[5] === 0),
    statusWebCheckin: p[6],
    WEBCHECKNOME: p[7],
  };
}

export function toBookingItem(row: BookingRow): BookingItem {
  const persons = row.persons.map(toPersonItem);
  return {
    CODRES: Number(row.id),
    STATUS: row.status,
    VOUCHER: row.voucher,
    DTRESERVA: formatStayDate(row.check_in),
    DHSAIDAPREV: formatStayDate(row.check_out),
    DHINCLUSAO: row.created ?? '-',
    ORIGEM: row.origin,
    ORIGEMFINAL: row.final_origin,
    TIPOCRIACAO: row.creation_type,
    CONDPAGTO: row.payment_condition,
    sincronizacaoConcluida: flagOf(row.synced),
    qtdPessoas: persons.length,
    qtdWebCheckinRealizados: persons.filter((p) => p.statusWebCheckin === 'D').length,
    pessoasReserva: persons,
  };
}
