import { stayDate } from '@gm/contracts/bookings';
import { CAMPAIGN_STATUSES, DELIVERY_FIGURES } from '@gm/contracts/crm/campaign-inputs';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { z } from 'zod';
import type { Db } from '../../db/pool';
import { defineQuery, type NamedQuery } from '../../platform/queries';
import { settingsOf } from '../institutions/public';

/**
 * The CRM's named queries (spec section 7: loadQueries(API name, payload) with paging {search, filter, offset,
 * limit, sort} and the filters DHINCLUSAOINI/FIN, ARRAY_CAMPANHAS_0, STATUSDELIV, TIPOPERIODO, PERIODO, CODCMP).
 * They are named queries of the platform's registry (platform/queries.ts: the /dashboardQueries calls serve them
 * too); the CRM screens call them through loadQueries on /broker/tagpanel by their API names (CRM_QUERIES), and
 * loadQueryHelper returns each one's help. docs/decisions/0056-crm-campaign-screens.md.
 */

const paging = {
  search: z.string().trim().max(80).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50_000).default(50),
};

/** ARRAY_CAMPANHAS_0: one campaign code, a list of them, or the legacy screens' comma-separated string. */
const campaignCodes = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : typeof v === 'number' ? [v] : v),
  z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(200),
);
const codCmp = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The creation period: DHINCLUSAOINI/FIN (DD/MM/YYYY or YYYY-MM-DD), or PERIODO: the last N days up to today. */
const period = {
  DHINCLUSAOINI: stayDate.optional(),
  DHINCLUSAOFIN: stayDate.optional(),
  PERIODO: z.coerce.number().int().min(1, 'period_too_long').max(366, 'period_too_long').optional(),
};
type Period = { DHINCLUSAOINI?: string | undefined; DHINCLUSAOFIN?: string | undefined; PERIODO?: number | undefined };
const periodOk = (p: Period) => !p.DHINCLUSAOINI || !p.DHINCLUSAOFIN || p.DHINCLUSAOFIN >= p.DHINCLUSAOINI;

/**
 * The period's bounds as SQL over `column`, in the hotel's days: [from 00:00, to + 1 day 00:00) in its time zone.
 * Parameters $2 (from), $3 (to), $4 (time zone); a missing bound is open.
 */
async function periodParams(db: Db, institutionId: number, p: Period): Promise<[string | null, string | null, string]> {
  const tz = (await settingsOf(db, institutionId)).timeZone;
  if (p.DHINCLUSAOINI || p.DHINCLUSAOFIN || !p.PERIODO) return [p.DHINCLUSAOINI ?? null, p.DHINCLUSAOFIN ?? null, tz];
  const { rows } = await db.query<{ from: string; to: string }>(
    `SELECT to_char((now() AT TIME ZONE $1)::date - ($2::int - 1), 'YYYY-MM-DD') AS from, to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS to`,
    [tz, p.PERIODO],
  );
  return [rows[0]!.from, rows[0]!.to, tz];
}
const periodSql = (column: string) =>
  `($2::date IS NULL OR ${column} >= ($2::date)::timestamp AT TIME ZONE $4) AND ($3::date IS NULL OR ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4)`;

const FIGURE_SQL: Record<(typeof DELIVERY_FIGURES)[number], string> = {
  queued: `e.status IN ('queued', 'sending')`,
  delivered: 'e.delivered_at IS NOT NULL',
  opened: '(e.last_viewed_at IS NOT NULL OR e.first_viewed_at IS NOT NULL)',
  clicked: 'e.visited_at IS NOT NULL',
  failed: `e.status = 'failed'`,
  unsubscribed: 'e.unsubscribed_at IS NOT NULL',
};

const CAMPAIGN_SORTS = { CMPDESC: 'lower(c.name)', DHINCLUSAO: 'c.created_at', CODCMP: 'c.id', STATUS: 'c.status' } as const;
/** sort: a column, '-' first for descending ('-DHINCLUSAO'). */
const sortOf = <K extends string>(keys: readonly K[]) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^-?(${keys.join('|')})$`), 'invalid_sort')
    .optional();
function orderBy(sort: string | undefined, columns: Record<string, string>, fallback: string): string {
  if (!sort) return fallback;
  const desc = sort.startsWith('-');
  return `${columns[desc ? sort.slice(1) : sort]} ${desc ? 'DESC' : 'ASC'}, ${fallback}`;
}

/** ListaCampanhasDisponiveis: the hotel's campaigns (not removed) for the pickers; `filter` narrows by status. */
export const availableCampaignsQuery = defineQuery({
  name: 'lista-campanhas-disponiveis',
  title: 'campaigns.query.available.title',
  permission: PERMISSIONS.TAGPANEL.any,
  params: z.object({
    ...paging,
    filter: z.enum(CAMPAIGN_STATUSES).optional(),
    sort: sortOf(Object.keys(CAMPAIGN_SORTS)),
  }),
  columns: [
    { key: 'CODCMP', type: 'int', label: 'campaigns.query.code' },
    { key: 'CMPDESC', type: 'text', label: 'campaigns.query.name' },
    { key: 'STATUS', type: 'text', label: 'campaigns.query.status' },
    { key: 'DHINCLUSAO', type: 'datetime', label: 'campaigns.query.created' },
  ],
  sample: { limit: 10 },
  async run(db, institutionId, p) {
    const { rows } = await db.query<{ id: string; name: string; status: string; created_at: Date; total: string }>(
      `SELECT c.id, c.name, c.status, c.created_at, count(*) OVER () AS total FROM campaigns c
        WHERE c.institution_id = $1 AND c.removed_at IS NULL AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%')
          AND ($3::text IS NULL OR c.status = $3)
        ORDER BY ${orderBy(p.sort, CAMPAIGN_SORTS, 'c.created_at DESC, c.id DESC')} OFFSET $4 LIMIT $5`,
      [institutionId, p.search || null, p.filter ?? null, p.offset, p.limit],
    );
    return {
      totalRows: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => ({ CODCMP: Number(r.id), CMPDESC: r.name, STATUS: r.status, DHINCLUSAO: r.created_at.toISOString() })),
    };
  },
});

const EMAIL_SORTS = {
  DHINCLUSAO: 'e.created_at',
  DHDELIVERED: 'e.delivered_at',
  DHLASTVIEWED: 'e.last_viewed_at',
  DHVISITED: 'e.visited_at',
  DHFAIL: 'e.failed_at',
  DESTINODELIV: 'e.destination',
  CMPDESC: 'lower(c.name)',
} as const;

/**
 * ListaEnviosCampanhas: the campaign e-mail rows of a period (DHINCLUSAO), of some campaigns (CODCMP,
 * ARRAY_CAMPANHAS_0), at a figure (STATUSDELIV, or `filter`), by address or voucher (search), in the spec's names.
 * Rows whose guest profile was erased are left out (their address is no one's business any more).
 */
export const campaignEmailsQuery = defineQuery({
  name: 'lista-envios-campanhas',
  title: 'campaigns.query.emails.title',
  permission: PERMISSIONS.TAGPANEL.any,
  params: z
    .object({
      ...paging,
      ...period,
      filter: z.enum(DELIVERY_FIGURES).optional(),
      STATUSDELIV: z.enum(DELIVERY_FIGURES).optional(),
      CODCMP: codCmp.optional(),
      ARRAY_CAMPANHAS_0: campaignCodes.optional(),
      sort: sortOf(Object.keys(EMAIL_SORTS)),
    })
    .refine(periodOk, { path: ['DHINCLUSAOFIN'], message: 'end_before_start' }),
  columns: [
    { key: 'CODCMP', type: 'int', label: 'campaigns.query.code' },
    { key: 'CMPDESC', type: 'text', label: 'campaigns.query.name' },
    { key: 'DESTINODELIV', type: 'text', label: 'campaigns.query.destination' },
    { key: 'STATUS', type: 'text', label: 'campaigns.query.status' },
    { key: 'VOUCHER', type: 'text', label: 'campaigns.query.voucher' },
    { key: 'DHINCLUSAO', type: 'datetime', label: 'campaigns.query.created' },
    { key: 'DHDELIVERED', type: 'datetime', label: 'campaigns.query.delivered' },
    { key: 'DHLASTVIEWED', type: 'datetime', label: 'campaigns.query.viewed' },
    { key: 'DHVISITED', type: 'datetime', label: 'campaigns.query.visited' },
    { key: 'DHFAIL', type: 'datetime', label: 'campaigns.query.failed' },
    { key: 'MSGSTATUS', type: 'text', label: 'campaigns.query.message' },
  ],
  sample: { PERIODO: 30, limit: 10 },
  async run(db, institutionId, p, ctx) {
    const [from, to, tz] = await periodParams(ctx.deps.db, institutionId, p);
    const codes = [...(p.ARRAY_CAMPANHAS_0 ?? []), ...(p.CODCMP ? [p.CODCMP] : [])];
    const figure = p.STATUSDELIV ?? p.filter;
    const { rows } = await db.query<{
      campaign_id: string;
      name: string;
      destination: string;
      status: string;
      voucher: string | null;
      created_at: Date;
      delivered_at: Date | null;
      last_viewed_at: Date | null;
      visited_at: Date | null;
      failed_at: Date | null;
      status_message: string;
      total: string;
    }>(
      `SELECT e.campaign_id, c.name, e.destination, e.status, e.voucher, e.created_at, e.delivered_at, e.last_viewed_at,
              e.visited_at, e.failed_at, e.status_message, count(*) OVER () AS total
         FROM campaign_emails e JOIN campaigns c ON c.id = e.campaign_id
        WHERE e.institution_id = $1 AND e.profile_id IS NOT NULL AND ${periodSql('e.created_at')}
          AND (cardinality($5::bigint[]) = 0 OR e.campaign_id = ANY($5::bigint[]))
          AND ($6::text IS NULL OR e.destination ILIKE '%' || $6 || '%' OR e.voucher ILIKE '%' || $6 || '%')
          ${figure ? `AND ${FIGURE_SQL[figure]}` : ''}
        ORDER BY ${orderBy(p.sort, EMAIL_SORTS, 'e.created_at DESC, e.id DESC')} OFFSET $7 LIMIT $8`,
      [institutionId, from, to, tz, codes, p.search || null, p.offset, p.limit],
    );
    const at = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      totalRows: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => ({
        CODCMP: Number(r.campaign_id),
        CMPDESC: r.name,
        DESTINODELIV: r.destination,
        STATUS: r.status,
        VOUCHER: r.voucher,
        DHINCLUSAO: r.created_at.toISOString(),
        DHDELIVERED: at(r.delivered_at),
        DHLASTVIEWED: at(r.last_viewed_at),
        DHVISITED: at(r.visited_at),
        DHFAIL: at(r.failed_at),
        MSGSTATUS: r.status_message,
      })),
    };
  },
});

const UNITS = { D: 'day', S: 'week', M: 'month' } as const;

/** EvolucaoCampanhas: e-mails sent, delivered, opened, clicked and failed by day, week or month (TIPOPERIODO). */
export const campaignEvolutionQuery = defineQuery({
  name: 'evolucao-campanhas',
  title: 'campaigns.query.evolution.title',
  permission: PERMISSIONS.TAGPANEL.any,
  params: z
    .object({
      ...period,
      TIPOPERIODO: z.enum(['D', 'S', 'M']).default('D'),
      CODCMP: codCmp.optional(),
      ARRAY_CAMPANHAS_0: campaignCodes.optional(),
      offset: paging.offset,
      limit: z.coerce.number().int().min(1).max(1000).default(400),
    })
    .refine(periodOk, { path: ['DHINCLUSAOFIN'], message: 'end_before_start' }),
  columns: [
    { key: 'periodo', type: 'date', label: 'campaigns.query.period' },
    { key: 'enviados', type: 'int', label: 'campaigns.query.sent' },
    { key: 'entregues', type: 'int', label: 'campaigns.query.delivered' },
    { key: 'abertos', type: 'int', label: 'campaigns.query.opened' },
    { key: 'clicados', type: 'int', label: 'campaigns.query.clicked' },
    { key: 'falhas', type: 'int', label: 'campaigns.query.failed' },
  ],
  sample: { PERIODO: 30, TIPOPERIODO: 'D' },
  async run(db, institutionId, p, ctx) {
    const [from, to, tz] = await periodParams(
      ctx.deps.db,
      institutionId,
      p.PERIODO || p.DHINCLUSAOINI || p.DHINCLUSAOFIN ? p : { PERIODO: 30 },
    );
    const codes = [...(p.ARRAY_CAMPANHAS_0 ?? []), ...(p.CODCMP ? [p.CODCMP] : [])];
    const { rows } = await db.query<Record<string, string>>(
      `SELECT to_char(date_trunc($5, e.created_at AT TIME ZONE $4), 'YYYY-MM-DD') AS periodo, count(*) AS enviados,
              count(*) FILTER (WHERE e.delivered_at IS NOT NULL) AS entregues,
              count(*) FILTER (WHERE e.last_viewed_at IS NOT NULL OR e.first_viewed_at IS NOT NULL) AS abertos,
              count(*) FILTER (WHERE e.visited_at IS NOT NULL) AS clicados,
              count(*) FILTER (WHERE e.status = 'failed') AS falhas, count(*) OVER () AS total
         FROM campaign_emails e
        WHERE e.institution_id = $1 AND ${periodSql('e.created_at')} AND (cardinality($6::bigint[]) = 0 OR e.campaign_id = ANY($6::bigint[]))
        GROUP BY 1 ORDER BY 1 OFFSET $7 LIMIT $8`,
      [institutionId, from, to, tz, UNITS[p.TIPOPERIODO], codes, p.offset, p.limit],
    );
    return {
      totalRows: Number(rows[0]?.total ?? 0),
      rows: rows.map((r) => ({
        periodo: r.periodo!,
        enviados: Number(r.enviados),
        entregues: Number(r.entregues),
        abertos: Number(r.abertos),
        clicados: Number(r.clicados),
        falhas: Number(r.falhas),
      })),
    };
  },
});

/** The CRM's API names of its queries (loadQueries, loadQueryHelper) and the message key of each one's help. */
export const CRM_QUERIES: Record<string, { query: NamedQuery; help: string }> = {
  ListaCampanhasDisponiveis: { query: availableCampaignsQuery, help: 'campaigns.query.available.help' },
  ListaEnviosCampanhas: { query: campaignEmailsQuery, help: 'campaigns.query.emails.help' },
  EvolucaoCampanhas: { query: campaignEvolutionQuery, help: 'campaigns.query.evolution.help' },
};

export const campaignQueries: NamedQuery[] = [availableCampaignsQuery, campaignEmailsQuery, campaignEvolutionQuery];
