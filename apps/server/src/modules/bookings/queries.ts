import { stayDate } from '@gm/contracts/bookings';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { z } from 'zod';
import type { Message } from '../../platform/messages';
import { defineQuery } from '../../platform/queries';

export const queryMessages: Record<string, Message> = {
  'bookings.query.arrivals.title': {
    pt: 'Chegadas e check-ins online',
    en: 'Arrivals and online check-ins',
    es: 'Llegadas y check-ins en línea',
  },
  'bookings.query.arrivals.period': { pt: 'Período', en: 'Period', es: 'Período' },
  'bookings.query.arrivals.arrivals': { pt: 'Chegadas', en: 'Arrivals', es: 'Llegadas' },
  'bookings.query.arrivals.done': { pt: 'Check-ins online', en: 'Online check-ins', es: 'Check-ins en línea' },
  'bookings.query.arrivals.rate': { pt: 'Adesão', en: 'Uptake', es: 'Adhesión' },
};

const PERIODS = { D: 'day', S: 'week', M: 'month' } as const;

/**
 * Arrivals by day, week or month (spec: periodicity D, S, M) and how many of those bookings the main guest checked
 * in online: the check-in dashboard's first figure. Cancelled bookings are left out.
 */
export const arrivalsQuery = defineQuery({
  name: 'checkin-arrivals',
  title: 'bookings.query.arrivals.title',
  permission: PERMISSIONS.DASH.webcheckins,
  params: z
    .object({
      DHINCLUSAOINI: stayDate,
      DHINCLUSAOFIN: stayDate,
      TIPOPERIODO: z.enum(['D', 'S', 'M']).default('D'),
      offset: z.coerce.number().int().min(0).max(10_000).default(0),
      limit: z.coerce.number().int().min(1).max(50_000).default(100),
    })
    .refine((p) => p.DHINCLUSAOFIN >= p.DHINCLUSAOINI, { path: ['DHINCLUSAOFIN'], message: 'end_before_start' })
    .refine((p) => Date.parse(p.DHINCLUSAOFIN) - Date.parse(p.DHINCLUSAOINI) <= 366 * 86_400_000, {
      path: ['DHINCLUSAOFIN'],
      message: 'period_too_long',
    }),
  columns: [
    { key: 'periodo', type: 'date', label: 'bookings.query.arrivals.period' },
    { key: 'chegadas', type: 'int', label: 'bookings.query.arrivals.arrivals' },
    { key: 'webCheckins', type: 'int', label: 'bookings.query.arrivals.done' },
    { key: 'adesao', type: 'percent', label: 'bookings.query.arrivals.rate' },
  ],
  sample: { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '31/01/2026', TIPOPERIODO: 'D' },
  async run(db, institutionId, p) {
    const unit = PERIODS[p.TIPOPERIODO];
    const { rows } = await db.query<{ periodo: string; chegadas: string; done: string; total: string }>(
      `WITH arrivals AS (
         SELECT date_trunc($4, b.check_in)::date AS periodo,
                EXISTS (SELECT 1 FROM booking_persons bp
                         WHERE bp.booking_id = b.id AND bp.position = 0 AND bp.webcheckin_status = 'D') AS done
           FROM bookings b
          WHERE b.institution_id = $1 AND b.check_in BETWEEN $2::date AND $3::date AND b.status <> 'C')
       SELECT to_char(periodo, 'YYYY-MM-DD') AS periodo, count(*) AS chegadas, count(*) FILTER (WHERE done) AS done,
              count(*) OVER () AS total
         FROM arrivals GROUP BY periodo ORDER BY periodo OFFSET $5 LIMIT $6`,
      [institutionId, p.DHINCLUSAOINI, p.DHINCLUSAOFIN, unit, p.offset, p.limit],
    );
    return {
      totalRows: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => ({
        periodo: r.periodo,
        chegadas: Number(r.chegadas),
        webCheckins: Number(r.done),
        adesao: Number(r.chegadas) ? Math.round((Number(r.done) / Number(r.chegadas)) * 1000) / 1000 : 0,
      })),
    };
  },
});
