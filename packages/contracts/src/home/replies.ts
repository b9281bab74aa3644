import { z } from 'zod';

/**
 * PainelHojeService: the front desk's work of the hotel's today (its time zone). Each section is null when the caller's
 * permissions do not cover its data; dates DD/MM/YYYY (DD/MM/YYYY HH:mm for instants) in the hotel's time zone.
 */

const id = z.number().int();
const count = z.number().int().min(0);
const bookingStatus = z.enum(['R', 'I', 'O', 'C']);

/** One booking of a list: its main guest's name and the web check-in progress of its guests (2 of 3 done). */
export const todayBooking = z.object({
  CODRES: id,
  VOUCHER: z.string(),
  STATUS: bookingStatus,
  DTRESERVA: z.string(),
  DHSAIDAPREV: z.string(),
  /** The main guest's name (as filled online when done). */
  NOME: z.string(),
  qtdPessoas: count,
  qtdWebCheckinRealizados: count,
  tipoUHEstadia: z.string().nullable(),
  /** What is still due on the booking's invoices, in reais; null without PAY listfaturas. */
  saldoDevedor: z.number().nullable(),
});
export type TodayBooking = z.infer<typeof todayBooking>;

/** A guest's registration with the PMS not yet marked synced (the pending page's rows). */
export const todayRegistration = z.object({
  codLib: id,
  CODRES: id,
  VOUCHER: z.string(),
  CODPESRES: id,
  NOME: z.string(),
  statusPms: z.enum(['pending', 'registered', 'error']),
  errorDetails: z.string().nullable(),
  dhLiberacao: z.string(),
});
export type TodayRegistration = z.infer<typeof todayRegistration>;

/** A guest who finished the web check-in lately, with the booking's progress. */
export const recentWebCheckin = z.object({
  CODRES: id,
  VOUCHER: z.string(),
  STATUS: bookingStatus,
  DTRESERVA: z.string(),
  CODPESRES: id,
  NOME: z.string(),
  dhWebCheckin: z.string(),
  qtdPessoas: count,
  qtdWebCheckinRealizados: count,
});
export type RecentWebCheckin = z.infer<typeof recentWebCheckin>;

const section = <T extends z.ZodType>(item: T) => z.object({ total: count, data: z.array(item) }).nullable();

export const todayWorkReply = z.object({
  status: z.literal(1),
  /** The hotel's today. */
  dataReferencia: z.string(),
  /** Due to arrive today (those already in included). */
  chegadas: section(todayBooking),
  /** In house now. */
  hospedados: section(todayBooking),
  /** Due to leave today or overdue, and those who left today. */
  saidas: section(todayBooking),
  /** Registrations pending with the PMS or refused by it. */
  cadastrosPendentes: section(todayRegistration),
  /** Web check-ins finished in the last RECENT_WEBCHECKIN_DAYS days, newest first. */
  webCheckinsRecentes: section(recentWebCheckin),
});
export type TodayWorkReply = z.infer<typeof todayWorkReply>;

/** How far back "recent" web check-ins go. */
export const RECENT_WEBCHECKIN_DAYS = 7;
