import { z } from 'zod';
import { CAMPAIGN_STATUSES, RECURRENCES, SCHEDULE_KINDS } from './campaign-inputs';

/** A campaign as the lists show it; CODCMP and CMPDESC are the spec's names of its id and name (section 3). */
export const campaignSummary = z.object({
  id: z.number(),
  CODCMP: z.number(),
  name: z.string(),
  CMPDESC: z.string(),
  description: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  statusMessage: z.string(),
  segmentId: z.number().nullable(),
  segmentName: z.string().nullable(),
  templateId: z.number(),
  templateName: z.string(),
  senderName: z.string(),
  replyTo: z.string().nullable(),
  scheduleKind: z.enum(SCHEDULE_KINDS),
  startsAt: z.string().nullable(),
  recurrence: z.enum(RECURRENCES).nullable(),
  nextRunAt: z.string().nullable(),
  runs: z.number(),
  estimatedAudience: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignSummary = z.output<typeof campaignSummary>;

/** Counts of the campaign e-mail rows: each row once in total, and in each figure it reached. */
export const campaignCounts = z.object({
  total: z.number(),
  queued: z.number(),
  delivered: z.number(),
  opened: z.number(),
  clicked: z.number(),
  failed: z.number(),
  unsubscribed: z.number(),
});
export type CampaignCounts = z.output<typeof campaignCounts>;

/** Rates from 0 to 1: delivered of those sent, opened/clicked/unsubscribed of those delivered; null before any. */
export const campaignRates = z.object({
  delivery: z.number().nullable(),
  open: z.number().nullable(),
  click: z.number().nullable(),
  failure: z.number().nullable(),
  unsubscribe: z.number().nullable(),
});
export type CampaignRates = z.output<typeof campaignRates>;

export const listCampaignsReply = z.object({ metadata: z.object({ totalCount: z.number() }), data: z.array(campaignSummary) });

export const detailedCampaign = campaignSummary.extend({ counts: campaignCounts, rates: campaignRates });
export type DetailedCampaign = z.output<typeof detailedCampaign>;
export const listCampaignsDetailedReply = z.object({ metadata: z.object({ totalCount: z.number() }), data: z.array(detailedCampaign) });

/** GetCampaignDetailsService: the campaign with its counts and rates over every run. */
export const campaignDetailsReply = detailedCampaign;

export const campaignRun = z.object({
  runNo: z.number(),
  /** When its first e-mail row was written. */
  startedAt: z.string().nullable(),
  lastDeliveredAt: z.string().nullable(),
  counts: campaignCounts,
  rates: campaignRates,
});
export type CampaignRun = z.output<typeof campaignRun>;

/** GetCampaignDetailsServiceV2: the richer reply: the template's subject, each run's figures and rates, last activity. */
export const campaignDetailsV2Reply = detailedCampaign.extend({
  templateSubject: z.string(),
  lastActivityAt: z.string().nullable(),
  runsDetail: z.array(campaignRun),
});
export type CampaignDetailsV2 = z.output<typeof campaignDetailsV2Reply>;

/** A campaign e-mail row with the spec's names (section 3); the address masked once its guest profile was erased. */
export const campaignContact = z.object({
  id: z.number(),
  runNo: z.number(),
  step: z.string(),
  profileId: z.number().nullable(),
  guestName: z.string().nullable(),
  DESTINODELIV: z.string(),
  STATUS: z.enum(['queued', 'sending', 'delivered', 'failed', 'skipped']),
  CMPDESC: z.string(),
  VOUCHER: z.string().nullable(),
  DHINCLUSAO: z.string(),
  DHDELIVERED: z.string().nullable(),
  DHLASTVIEWED: z.string().nullable(),
  DHVISITED: z.string().nullable(),
  DHFAIL: z.string().nullable(),
  MSGSTATUS: z.string(),
  views: z.number(),
  clicks: z.number(),
  unsubscribedAt: z.string().nullable(),
});
export type CampaignContact = z.output<typeof campaignContact>;
export const campaignContactsReply = z.object({ metadata: z.object({ totalCount: z.number() }), data: z.array(campaignContact) });

export const campaignStatusReply = z.object({
  status: z.literal(1),
  id: z.number(),
  campaignStatus: z.enum(CAMPAIGN_STATUSES),
  nextRunAt: z.string().nullable(),
});
export const removeCampaignsReply = z.object({ status: z.literal(1), ids: z.array(z.number()) });
export const estimateAudienceReply = z.object({ estimatedAudience: z.number() });

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const loadQueriesReply = z.object({ status: z.literal(1), rows: z.array(z.record(z.string(), cell)), totalRows: z.number() });
export const loadQueryHelperReply = z.object({ status: z.literal(1), name: z.string(), htmlHelp: z.string() });
