import * as contract from '@gm/contracts/crm/campaign-services';
import { todayIn } from '@gm/domain/dates';
import { satisfies } from '@gm/domain/permissions';
import { withTransaction } from '../../db/pool';
import { AppError, forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { text } from '../../platform/messages';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { segmentRecipients } from '../profiles/public';
import { CRM_QUERIES } from './campaign-queries';
import {
  activateCampaign,
  assertTemplate,
  campaignContacts,
  campaignDetails,
  campaignDetailsV2,
  insertCampaign,
  listCampaigns,
  listCampaignsDetailed,
  pauseOrResume,
  removeCampaigns,
  startsAtOf,
} from './campaigns';
import { kickCampaign } from './delivery/run';

/**
 * The CRM's campaign calls (spec section 7; docs/decisions/0056-crm-campaign-screens.md). They manage campaigns and
 * read what their e-mail rows add up to; they never send nor enqueue: activating sets status 'scheduled' and
 * next_run_at, and the delivery engine takes due campaigns from the table.
 */
const userOf = (ctx: InstitutionContext) => {
  if (ctx.caller.kind !== 'user') throw forbidden();
  return ctx.caller;
};
const changed = (ctx: InstitutionContext, db: Parameters<typeof publishEvent>[0], id: number) =>
  publishEvent(db, { institutionId: ctx.institutionId, type: 'campaigns.changed', id });

/** The segment's guests with an e-mail whose newest consent to marketing e-mail is an opt-in, counted now. */
async function audienceOf(ctx: InstitutionContext, segmentId: number): Promise<number> {
  const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
  return (await segmentRecipients(ctx.deps.db, ctx.institutionId, segmentId, 'email', todayIn(hotel.timeZone))).length;
}

const create = defineService(contract.createCampaign, {
  summary:
    'Creates a campaign of one template to one segment (now, at a date, or daily, weekly or monthly) with its estimated audience; scheduled at once unless kept a draft.',
  sample: (fx) => ({
    name: 'Volte em breve',
    segmentId: Number(fx.extra.segmentId ?? 1),
    templateId: Number(fx.extra.templateId ?? 1),
    activate: false,
  }),
  async handler(ctx, input) {
    const user = userOf(ctx);
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    await assertTemplate(ctx.deps.db, ctx.institutionId, input.templateId);
    const estimatedAudience = await audienceOf(ctx, input.segmentId);
    const startsAt = input.scheduleKind !== 'now' && input.startsAt ? await startsAtOf(ctx.deps.db, input.startsAt, hotel.timeZone) : null;
    const id = await withTransaction(ctx.deps.db, async (tx) => {
      const { activate, ...c } = input;
      const created = await insertCampaign(
        tx,
        ctx.institutionId,
        user.idUser,
        { ...c, startsAt, replyTo: input.replyTo || null, estimatedAudience },
        activate,
      );
      // Due now: its run is queued in this transaction (a later start waits for the minute's due sweep).
      if (activate && (!startsAt || startsAt.getTime() <= Date.now())) await kickCampaign(tx, created);
      await changed(ctx, tx, created);
      return created;
    });
    return campaignDetails(ctx.deps.db, ctx.institutionId, id);
  },
});

const list = defineService(contract.listCampaigns, {
  summary: "The hotel's campaigns, newest first, 50 a page, by name and status.",
  sample: () => ({ limit: 10 }),
  handler: (ctx, input) => listCampaigns(ctx.deps.db, ctx.institutionId, input),
});

const listDetailed = defineService(contract.listCampaignsDetailed, {
  summary: "The hotel's campaigns with their e-mails' counts (queued, delivered, opened, clicked, failed, unsubscribed) and rates.",
  sample: () => ({ limit: 10 }),
  handler: (ctx, input) => listCampaignsDetailed(ctx.deps.db, ctx.institutionId, input),
});

const details = defineService(contract.getCampaignDetails, {
  summary: 'One campaign with its counts and rates over every run.',
  sample: (fx) => ({ id: Number(fx.extra.campaignId ?? 1) }),
  handler: (ctx, input) => campaignDetails(ctx.deps.db, ctx.institutionId, input.id),
});

const detailsV2 = defineService(contract.getCampaignDetailsV2, {
  summary: "One campaign's details with each run's counts and rates, the template's subject and the last activity.",
  sample: (fx) => ({ id: Number(fx.extra.campaignId ?? 1) }),
  handler: (ctx, input) => campaignDetailsV2(ctx.deps.db, ctx.institutionId, input.id),
});

const contacts = defineService(contract.getCampaignContacts, {
  summary: "A campaign's e-mail rows (recipient, status and its times), paged, by run, figure and address or name.",
  sample: (fx) => ({ id: Number(fx.extra.campaignId ?? 1), limit: 10 }),
  handler: (ctx, input) => campaignContacts(ctx.deps.db, ctx.institutionId, input),
});

const activate = defineService(contract.activateCampaign, {
  summary: "Schedules a draft or paused campaign: status 'scheduled', due at its start or now; the delivery engine sends it.",
  sample: (fx) => ({ id: Number(fx.extra.campaignId ?? 1) }),
  handler: (ctx, input) =>
    withTransaction(ctx.deps.db, async (tx) => {
      const r = await activateCampaign(tx, ctx.institutionId, input.id);
      await changed(ctx, tx, input.id);
      return { status: 1 as const, ...r };
    }),
});

const pauseResume = defineService(contract.pauseResumeCampaign, {
  summary: 'Pauses a scheduled or sending campaign (nothing more is sent) or resumes a paused one; without an action, the other one.',
  sample: (fx) => ({ id: Number(fx.extra.campaignId ?? 1) }),
  handler: (ctx, input) =>
    withTransaction(ctx.deps.db, async (tx) => {
      const r = await pauseOrResume(tx, ctx.institutionId, input.id, input.action);
      await changed(ctx, tx, input.id);
      return { status: 1 as const, ...r };
    }),
});

const remove = defineService(contract.removeCampaigns, {
  summary: "Removes campaigns from the hotel's list (a sending one is paused first); their e-mail rows stay in the guests' history.",
  sample: (fx) => ({ ids: [Number(fx.extra.removableCampaignId ?? 1)] }),
  handler: (ctx, input) =>
    withTransaction(ctx.deps.db, async (tx) => {
      const ids = await removeCampaigns(tx, ctx.institutionId, input.ids);
      for (const id of ids) await changed(ctx, tx, id);
      return { status: 1 as const, ids };
    }),
});

const estimate = defineService(contract.estimateAudience, {
  summary: "The new-campaign screen's live estimate: the segment's guests with an e-mail who opted in to marketing e-mail.",
  sample: (fx) => ({ segmentId: Number(fx.extra.segmentId ?? 1) }),
  handler: async (ctx, input) => ({ estimatedAudience: await audienceOf(ctx, input.segmentId) }),
});

function crmQuery(ctx: InstitutionContext, name: string) {
  const q = CRM_QUERIES[name];
  if (!q) throw new AppError('platform.unknown_query', { httpStatus: 404, field: 'name' });
  const c = userOf(ctx);
  if (!satisfies(c.permissions, q.query.permission, { codIns: ctx.institutionId, idUser: c.idUser })) throw forbidden();
  return q;
}

const load = defineService(contract.loadQueries, {
  summary:
    'loadQueries: a CRM query by its API name (ListaCampanhasDisponiveis, ListaEnviosCampanhas, EvolucaoCampanhas) with its payload: paging and the CRM filters.',
  sample: () => ({ name: 'ListaCampanhasDisponiveis', payload: { limit: 10 } }),
  async handler(ctx, input) {
    const { query } = crmQuery(ctx, input.name);
    const params = query.params.parse(input.payload);
    const { rows, totalRows } = await query.run(
      ctx.deps.db,
      ctx.institutionId,
      params,
      ctx,
      await settingsOf(ctx.deps.db, ctx.institutionId),
    );
    return { status: 1 as const, rows, totalRows };
  },
});

/** The paging parameters' names (not words of any language) and the date format, filled into the help texts. */
/** The help's placeholders: the paging parameters' names, and the date format as the reader's language writes it. */
const helpWords = (locale: string) => ({
  search: 'search',
  filter: 'filter',
  sort: 'sort',
  dateFormat: locale === 'en' ? 'DD/MM/YYYY' : 'DD/MM/AAAA',
});

const helper = defineService(contract.loadQueryHelper, {
  summary: "loadQueryHelper: a CRM query's help, as HTML, in the caller's language and the hotel's wording.",
  sample: () => ({ name: 'ListaEnviosCampanhas' }),
  async handler(ctx, input) {
    const q = crmQuery(ctx, input.name);
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    return { status: 1 as const, name: input.name, htmlHelp: text(q.help, ctx.locale, hotel, helpWords(ctx.locale)) };
  },
});

export const campaignManagementServices: AnyService[] = [
  create,
  list,
  listDetailed,
  details,
  detailsV2,
  contacts,
  activate,
  pauseResume,
  remove,
  estimate,
  load,
  helper,
];
