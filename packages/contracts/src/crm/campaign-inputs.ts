import { z } from 'zod';
import { dateOrDateTime, email } from '../common';

/** The campaign's statuses (table campaigns): the delivery engine moves 'scheduled' to 'sending' and back or to 'finished'. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'finished', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** A campaign e-mail row's figures, as the list and contacts filter them (STATUSDELIV). */
export const DELIVERY_FIGURES = ['queued', 'delivered', 'opened', 'clicked', 'failed', 'unsubscribed'] as const;
export type DeliveryFigure = (typeof DELIVERY_FIGURES)[number];
export const SCHEDULE_KINDS = ['now', 'at', 'recurring'] as const;
export const RECURRENCES = ['daily', 'weekly', 'monthly'] as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/**
 * CreateCampaignService: a campaign of one template to one segment, sent now, at a date, or on a recurrence;
 * `activate` false keeps it a draft (ActivateCampaignService schedules it later).
 */
export const createCampaignInput = z
  .object({
    name: z.string().trim().min(1, 'required').max(120),
    description: z.string().trim().max(2000).default(''),
    segmentId: id,
    templateId: id,
    /** The sender's name shown to guests; the address stays the hotel's configured one (SPF/DKIM). */
    senderName: z
      .string()
      .trim()
      .max(80)
      .regex(/^[^<>"\r\n]*$/, 'invalid_characters')
      .default(''),
    replyTo: z.union([z.literal(''), email]).optional(),
    scheduleKind: z.enum(SCHEDULE_KINDS).default('now'),
    /** 'at': when it is sent; 'recurring': its first run (now when empty). */
    startsAt: z.union([z.literal(''), dateOrDateTime]).optional(),
    recurrence: z.enum(RECURRENCES).optional(),
    activate: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.scheduleKind === 'at' && !v.startsAt) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'required' });
    if (v.scheduleKind === 'recurring' && !v.recurrence) ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'required' });
  });
export type CreateCampaignInput = z.output<typeof createCampaignInput>;

export const listCampaignsInput = z.object({
  search: z.string().trim().max(80).optional(),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  offset,
  /** The list shows 50 a page with no choice (spec section 9); other callers may ask for up to 100. */
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListCampaignsInput = z.output<typeof listCampaignsInput>;

export const campaignIdInput = z.object({ id });

/** PausarIniciarCampaignsService: pause a scheduled or sending campaign, resume a paused one; no action: toggle. */
export const pauseResumeInput = z.object({ id, action: z.enum(['pause', 'resume']).optional() });

/** RemoveCampaignsService: one or more campaigns of the hotel. */
export const removeCampaignsInput = z.object({ ids: z.array(id).min(1, 'required').max(100) });

export const campaignContactsInput = z.object({
  id,
  runNo: z.coerce.number().int().min(0).max(1_000_000).optional(),
  status: z.enum(DELIVERY_FIGURES).optional(),
  search: z.string().trim().max(80).optional(),
  offset,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type CampaignContactsInput = z.output<typeof campaignContactsInput>;

export const estimateAudienceInput = z.object({ segmentId: id });

/** A CRM named query's name as the CRM screens send it ('ListaCampanhasDisponiveis'). */
export const crmQueryName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9-]{1,62}$/, 'unknown_query');

/**
 * loadQueries(API name, payload): the query's name and its payload: paging {search, filter, offset, limit, sort}
 * and the CRM filters (DHINCLUSAOINI/FIN, ARRAY_CAMPANHAS_0, STATUSDELIV, TIPOPERIODO, PERIODO, CODCMP), checked by
 * the query's own parameter schema.
 */
export const loadQueriesInput = z.object({ name: crmQueryName, payload: z.looseObject({}).default({}) });
export const loadQueryHelperInput = z.object({ name: crmQueryName });
