import { FLOW_MAX_DEPTH, type FlowStep, walkSteps } from '@gm/contracts/crm/flows-definition';

/**
 * The flow editor's pure half: new steps with keys never used in the flow, moving and removing within a list, and
 * the numbers steps are shown with (depth first, as a guest meets them: 1, 2, 3...).
 */

export type StepKind = FlowStep['kind'];

const randomPart = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

/** A key unused in the flow (random, so a key removed earlier and still on an e-mail row is not given again). */
export function newKey(kind: StepKind, steps: readonly FlowStep[]): string {
  const used = new Set(walkSteps(steps).map((s) => s.step.key));
  for (;;) {
    const key = `${kind[0]}-${randomPart()}`;
    if (!used.has(key)) return key;
  }
}

export function newStep(kind: StepKind, all: readonly FlowStep[]): FlowStep {
  const key = newKey(kind, all);
  if (kind === 'wait') return { key, kind, days: 1, hours: 0 };
  if (kind === 'send') return { key, kind, templateId: null };
  return { key, kind, condition: { type: 'webcheckin_done' }, yes: [], no: [] };
}

export function moveStep<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));

/** Step key -> its number in the flow (1-based, depth first). */
export function stepNumbers(steps: readonly FlowStep[]): Map<string, number> {
  return new Map(walkSteps(steps).map((s, i) => [s.step.key, i + 1]));
}

/** Whether a branch may be added at this depth (0: the top list). */
export const branchAllowed = (depth: number) => depth + 1 < FLOW_MAX_DEPTH;
