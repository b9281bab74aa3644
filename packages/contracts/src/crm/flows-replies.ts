import { z } from 'zod';
import { flowDefinition } from './flows-definition';

export const flowReply = z.object({
  cmp: z.number(),
  name: z.string(),
  /** The campaign's status: a flow runs while 'scheduled' or 'sending', stops advancing while 'paused'. */
  status: z.string(),
  active: z.boolean(),
  flow: flowDefinition,
  version: z.number(),
  enrolled: z.number(),
  updatedAt: z.string().nullable(),
});
export type FlowReply = z.infer<typeof flowReply>;

export const flowHistoryEntry = z.object({
  step: z.string().nullable(),
  /** entered, waiting, queued, already_sent, no_consent, no_email, yes, no, waited, finished, stopped, step_removed */
  event: z.string(),
  at: z.string(),
});

export const flowEnrollment = z.object({
  id: z.number(),
  profileId: z.number(),
  name: z.string(),
  bookingId: z.number().nullable(),
  currentStep: z.string().nullable(),
  status: z.enum(['active', 'waiting', 'finished', 'stopped']),
  stopReason: z.string().nullable(),
  nextAt: z.string().nullable(),
  enrolledAt: z.string(),
  history: z.array(flowHistoryEntry),
});
export type FlowEnrollment = z.infer<typeof flowEnrollment>;

export const flowProgressReply = z.object({
  metadata: z.object({ totalCount: z.number() }),
  data: z.array(flowEnrollment),
});

export const flowSummary = z.object({
  cmp: z.number(),
  name: z.string(),
  status: z.string(),
  active: z.boolean(),
  trigger: z.string(),
  steps: z.number(),
  enrolled: z.number(),
  updatedAt: z.string().nullable(),
});
export type FlowSummary = z.infer<typeof flowSummary>;

export const listFlowsReply = z.object({ data: z.array(flowSummary) });
