import { periodParams, ratio, seriesUnit } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
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
  'bookings.query.arrivals.help': {
    pt: 'Reservas com chegada no período (canceladas não contam) e quantas o hóspede principal concluiu o check-in online. Adesão = check-ins online ÷ chegadas.',
    en: 'Bookings arriving in the period (cancelled ones left out) and how many the main guest checked in online. Uptake = online check-ins ÷ arrivals.',
    es: 'Reservas con llegada en el período (las canceladas no cuentan) y cuántas el huésped principal hizo el check-in en línea. Adhesión = check-ins en línea ÷ llegadas.',
  },
};

/**
 * Arrivals by day, week or month (spec: periodicity D, S, M) and how many of those bookings the main guest checked
 * in online: the check-in dashboard's first figure. Cancelled bookings are left out.
 */
export const arrivalsQuery = defineQuery({
  name: 'checkin-arrivals',
  title: 'bookings.query.arrivals.title',
  permission: PERMISSIONS.DASH.webcheckins,
  params: periodParams(366),
  chart: { kind: 'line', x: 'periodo', series: ['chegadas', 'webCheckins'] },
  help: 'bookings.query.arrivals.help',
  columns: [
    { key: 'periodo', type: 'date', label: 'bookings.query.arrivals.period' },
    { key: 'chegadas', type: 'int', label: 'bookings.query.arrivals.arrivals' },
    { key: 'webCheckins', type: 'int', label: 'bookings.query.arrivals.done' },
    { key: 'adesao', type: 'percent', label: 'bookings.query.arrivals.rate' },
  ],
  sample: { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '31/01/2026', TIPOPERIODO: 'D' },
  async run(db, institutionId, p) {
    const unit = seriesUnit(p.DHINCLUSAOINI, p.DHINCLUSAOFIN, p.TIPOPERIODO);
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
        adesao: ratio(Number(r.done), Number(r.chegadas)),
      })),
    };
  },
});
