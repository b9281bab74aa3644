import { z } from 'zod';

/**
 * A CRM flow's definition (issue 15 "Flows"; docs/decisions/0062-crm-flows.md): one trigger and a vertical list of
 * steps (wait, send a template, branch on a condition into two sub-lists). Each step has a key unique in the flow:
 * the key is what a guest's progress points at and what the e-mail row of a send step is keyed by (one row per
 * flow, step and guest, ever), so keys survive moving a step and a removed key is never reused by the editor.
 */

export const FLOW_TRIGGERS = [
  'booking_created',
  'days_before_arrival',
  'webcheckin_pending',
  'checked_in',
  'checked_out',
  'birthday',
  'survey_low_score',
] as const;
export type FlowTriggerType = (typeof FLOW_TRIGGERS)[number];

export const FLOW_CONDITIONS = ['webcheckin_done', 'returning_guest', 'opened_email', 'language_is', 'nps_at_most'] as const;
export type FlowConditionType = (typeof FLOW_CONDITIONS)[number];

/** At most this many steps in a flow, branches' sub-lists included, and branches nest at most this deep. */
export const FLOW_MAX_STEPS = 40;
export const FLOW_MAX_DEPTH = 3;

const stepKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'crm.flow.key');

export const flowTrigger = z.object({
  type: z.enum(FLOW_TRIGGERS, 'crm.flow.trigger'),
  /** days_before_arrival: how many days before the arrival (1 to 60). */
  days: z.coerce.number().int('crm.flow.days').min(1, 'crm.flow.days').max(60, 'crm.flow.days').optional(),
  /** survey_low_score: answers scoring this or less (0 to 10). */
  maxScore: z.coerce.number().int('crm.flow.score').min(0, 'crm.flow.score').max(10, 'crm.flow.score').optional(),
});
export type FlowTrigger = z.infer<typeof flowTrigger>;

export const flowCondition = z.object({
  type: z.enum(FLOW_CONDITIONS, 'crm.flow.condition'),
  /** language_is: 'pt' | 'en' | 'es'; nps_at_most: 0 to 10. */
  value: z.string().trim().max(10).optional(),
});
export type FlowCondition = z.infer<typeof flowCondition>;

export interface FlowWaitStep {
  key: string;
  kind: 'wait';
  days: number;
  hours: number;
}
export interface FlowSendStep {
  key: string;
  kind: 'send';
  templateId: number | null;
}
export interface FlowBranchStep {
  key: string;
  kind: 'branch';
  condition: FlowCondition;
  yes: FlowStep[];
  no: FlowStep[];
}
export type FlowStep = FlowWaitStep | FlowSendStep | FlowBranchStep;

const waitStep = z.object({
  key: stepKey,
  kind: z.literal('wait'),
  days: z.coerce.number().int('crm.flow.wait').min(0, 'crm.flow.wait').max(365, 'crm.flow.wait'),
  hours: z.coerce.number().int('crm.flow.wait').min(0, 'crm.flow.wait').max(23, 'crm.flow.wait').default(0),
});
const sendStep = z.object({
  key: stepKey,
  kind: z.literal('send'),
  templateId: z.coerce.number('crm.flow.template').int().positive('crm.flow.template').max(2_147_483_647).nullable(),
});

export const flowStep: z.ZodType<FlowStep> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    waitStep,
    sendStep,
    z.object({
      key: stepKey,
      kind: z.literal('branch'),
      condition: flowCondition,
      yes: z.array(flowStep).max(FLOW_MAX_STEPS),
      no: z.array(flowStep).max(FLOW_MAX_STEPS),
    }),
  ]),
) as z.ZodType<FlowStep>;

/** Every step of a list, depth first, with its path in the input ('steps.2.yes.0') and its depth (0 at the top). */
export function walkSteps(steps: readonly FlowStep[], at = 'steps', depth = 0): { step: FlowStep; path: string; depth: number }[] {
  return steps.flatMap((step, i) => {
    const path = `${at}.${i}`;
    const here = [{ step, path, depth }];
    return step.kind === 'branch'
      ? [...here, ...walkSteps(step.yes, `${path}.yes`, depth + 1), ...walkSteps(step.no, `${path}.no`, depth + 1)]
      : here;
  });
}

export const flowDefinition = z
  .object({
    trigger: flowTrigger,
    steps: z.array(flowStep).max(FLOW_MAX_STEPS, 'crm.flow.too_many'),
  })
  .superRefine((flow, ctx) => {
    const t = flow.trigger;
    if (t.type === 'days_before_arrival' && t.days === undefined)
      ctx.addIssue({ code: 'custom', path: ['trigger', 'days'], message: 'crm.flow.days' });
    if (t.type === 'survey_low_score' && t.maxScore === undefined)
      ctx.addIssue({ code: 'custom', path: ['trigger', 'maxScore'], message: 'crm.flow.score' });
    const all = walkSteps(flow.steps);
    if (all.length > FLOW_MAX_STEPS) ctx.addIssue({ code: 'custom', path: ['steps'], message: 'crm.flow.too_many' });
    const seen = new Set<string>();
    for (const { step, path, depth } of all) {
      const p = path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      if (seen.has(step.key)) ctx.addIssue({ code: 'custom', path: [...p, 'key'], message: 'crm.flow.key_twice' });
      seen.add(step.key);
      if (step.kind === 'wait' && step.days === 0 && step.hours === 0)
        ctx.addIssue({ code: 'custom', path: [...p, 'days'], message: 'crm.flow.wait' });
      if (step.kind === 'branch') {
        if (depth + 1 >= FLOW_MAX_DEPTH) ctx.addIssue({ code: 'custom', path: [...p, 'kind'], message: 'crm.flow.too_deep' });
        const { type, value } = step.condition;
        if (type === 'language_is' && !['pt', 'en', 'es'].includes(value ?? ''))
          ctx.addIssue({ code: 'custom', path: [...p, 'condition', 'value'], message: 'crm.flow.language' });
        if (type === 'nps_at_most' && !/^(10|[0-9])$/.test(value ?? ''))
          ctx.addIssue({ code: 'custom', path: [...p, 'condition', 'value'], message: 'crm.flow.score' });
      }
    }
  });
export type FlowDefinition = z.infer<typeof flowDefinition>;

/** The definition a new flow starts with: a booking trigger and no steps. */
export const EMPTY_FLOW: FlowDefinition = { trigger: { type: 'booking_created' }, steps: [] };
