import type { FlowDefinition, FlowStep } from '@gm/contracts/crm/flows-definition';

/**
 * Where a guest goes next in a flow: every step's key mapped to the step and to the key of the step that runs once
 * it is done (the next in its list, or, at the end of a branch's sub-list, the step after the branch; null: the flow
 * ends). A branch's own successor is its chosen sub-list's first step (or the step after it when that list is empty).
 */
export interface Placed {
  step: FlowStep;
  next: string | null;
}

export function placeSteps(flow: Pick<FlowDefinition, 'steps'>): Map<string, Placed> {
  const out = new Map<string, Placed>();
  const walk = (steps: readonly FlowStep[], after: string | null) => {
    steps.forEach((step, i) => {
      const next = steps[i + 1]?.key ?? after;
      out.set(step.key, { step, next });
      if (step.kind === 'branch') {
        walk(step.yes, next);
        walk(step.no, next);
      }
    });
  };
  walk(flow.steps, null);
  return out;
}

/** The first step of a branch's chosen side, or what follows the branch when that side is empty. */
export function entryOf(placed: Placed, side: 'yes' | 'no'): string | null {
  const step = placed.step;
  if (step.kind !== 'branch') return placed.next;
  return step[side][0]?.key ?? placed.next;
}

/** A wait step's length in milliseconds. */
export const waitMs = (days: number, hours: number) => (days * 24 + hours) * 3_600_000;
