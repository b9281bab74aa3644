import { type FlowStep, flowDefinition } from '@gm/contracts/crm/flows-definition';
import { describe, expect, it } from 'vitest';
import { branchAllowed, moveStep, newKey, newStep, removeAt, stepNumbers } from './flow-model';

const flow: FlowStep[] = [
  { key: 'w-1', kind: 'wait', days: 1, hours: 0 },
  { key: 'b-1', kind: 'branch', condition: { type: 'returning_guest' }, yes: [{ key: 's-1', kind: 'send', templateId: 3 }], no: [] },
  { key: 's-2', kind: 'send', templateId: 4 },
];

describe('flow model', () => {
  it('gives new steps keys unused anywhere in the flow that the schema accepts', () => {
    for (let i = 0; i < 50; i++) expect(['w-1', 'b-1', 's-1', 's-2']).not.toContain(newKey('send', flow));
    const steps = [...flow, newStep('wait', flow), newStep('send', flow), newStep('branch', flow)];
    const parsed = flowDefinition.safeParse({
      trigger: { type: 'checked_out' },
      steps: steps.map((s) => (s.kind === 'send' ? { ...s, templateId: 1 } : s)),
    });
    expect(parsed.success).toBe(true);
  });

  it('moves within bounds and removes by index', () => {
    expect(moveStep(flow, 0, 1).map((s) => s.key)).toEqual(['b-1', 'w-1', 's-2']);
    expect(moveStep(flow, 0, -1).map((s) => s.key)).toEqual(['w-1', 'b-1', 's-2']);
    expect(moveStep(flow, 2, 1).map((s) => s.key)).toEqual(['w-1', 'b-1', 's-2']);
    expect(removeAt(flow, 1).map((s) => s.key)).toEqual(['w-1', 's-2']);
  });

  it('numbers the steps as a guest meets them, and stops branches at the depth limit', () => {
    expect([...stepNumbers(flow)]).toEqual([
      ['w-1', 1],
      ['b-1', 2],
      ['s-1', 3],
      ['s-2', 4],
    ]);
    expect([branchAllowed(0), branchAllowed(1), branchAllowed(2)]).toEqual([true, true, false]);
  });
});
