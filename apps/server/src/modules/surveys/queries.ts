import { periodParams, seriesArgs } from '@gm/contracts/dashboards/inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { npsScore } from '@gm/domain/questionnaire';
import type { Message } from '../../platform/messages';
import { defineQuery } from '../../platform/queries';
import { HOTEL_NPS_DAYS } from './nps-days';

export const surveyQueryMessages: Record<string, Message> = {
  'surveys.query.nps.title': { pt: 'NPS por período', en: 'NPS by period', es: 'NPS por período' },
  'surveys.query.nps.period': { pt: 'Período', en: 'Period', es: 'Período' },
  'surveys.query.nps.answers': { pt: 'Respostas', en: 'Answers', es: 'Respuestas' },
  'surveys.query.nps.promoters': { pt: 'Promotores', en: 'Promoters', es: 'Promotores' },
  'surveys.query.nps.passives': { pt: 'Neutros', en: 'Passives', es: 'Neutros' },
  'surveys.query.nps.detractors': { pt: 'Detratores', en: 'Detractors', es: 'Detractores' },
  'surveys.query.nps.score': { pt: 'NPS', en: 'NPS', es: 'NPS' },
  'surveys.query.nps.help': {
    pt: 'NPS = % de promotores (9-10) − % de detratores (0-6), das respostas enviadas no período, em todos os questionários.',
    en: 'NPS = % promoters (9-10) − % detractors (0-6), over the answers submitted in the period, every questionnaire.',
    es: 'NPS = % de promotores (9-10) − % de detractores (0-6), de las respuestas enviadas en el período, en todos los cuestionarios.',
  },
};

/**
 * The NPS by day, week or month (spec: periodicity D, S, M) over every questionnaire of the hotel: the NPS
 * dashboards' first figure. Read from the closed days (one row per hotel and day) and the open days' tally, so a year
 * costs about 365 rows whatever the number of answers and questionnaires (docs/decisions/0043, 0052).
 */
export const npsQuery = defineQuery({
  name: 'surveys-nps',
  title: 'surveys.query.nps.title',
  permission: PERMISSIONS.DASH.nps,
  params: periodParams(731, 400),
  chart: { kind: 'line', x: 'periodo', series: ['nps'] },
  help: 'surveys.query.nps.help',
  columns: [
    { key: 'periodo', type: 'date', label: 'surveys.query.nps.period' },
    { key: 'respostas', type: 'int', label: 'surveys.query.nps.answers' },
    { key: 'promotores', type: 'int', label: 'surveys.query.nps.promoters' },
    { key: 'neutros', type: 'int', label: 'surveys.query.nps.passives' },
    { key: 'detratores', type: 'int', label: 'surveys.query.nps.detractors' },
    { key: 'nps', type: 'decimal', label: 'surveys.query.nps.score' },
  ],
  sample: { DHINCLUSAOINI: '01/01/2026', DHINCLUSAOFIN: '31/12/2026', TIPOPERIODO: 'M' },
  async run(db, institutionId, p) {
    const { rows } = await db.query<{ periodo: string; p: string; s: string; d: string; total: string }>(
      `SELECT to_char(date_trunc($4, day), 'YYYY-MM-DD') AS periodo, sum(promoters) AS p, sum(passives) AS s,
              sum(detractors) AS d, count(*) OVER () AS total
         FROM ${HOTEL_NPS_DAYS} days
        GROUP BY 1 ORDER BY 1 OFFSET $5 LIMIT $6`,
      seriesArgs(institutionId, p),
    );
    return {
      totalRows: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => {
        const c = { promoters: Number(r.p), passives: Number(r.s), detractors: Number(r.d) };
        return {
          periodo: r.periodo,
          respostas: c.promoters + c.passives + c.detractors,
          promotores: c.promoters,
          neutros: c.passives,
          detratores: c.detractors,
          nps: npsScore(c),
        };
      }),
    };
  },
});
