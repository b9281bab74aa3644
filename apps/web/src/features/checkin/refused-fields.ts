import type { WizardStep } from '@gm/domain/wizard';
import { useEffect } from 'react';
import { firstInvalid } from '../../lib/form-errors';
import type { StepForm } from '../../lib/step-form';
import { getCheckin, revisit, setExtras } from './wizard-store';

/**
 * Refusals of the completion that name a field (spec section 5: the main guest is a minor, the e-mail rules,
 * data missing) go back to the screen that holds the field, which shows the translated message on it
 * (docs/decisions/0038-shorter-guest-wizard.md), besides the toast.
 */
const REGISTRATION = ['cpf', 'travelDocument', 'nomeCompleto', 'sexo', 'dataNasc', 'profissao', 'nacionalidade', 'celular', 'email'];

export function screenOfField(field: string, steps: readonly WizardStep[]): WizardStep | null {
  if (REGISTRATION.includes(field)) return 'registration';
  return steps.includes('address') ? 'address' : null;
}

/** Sends the guest to the first refused field's screen; false when no field of the wizard was named. */
export function showRefusedFields(fields: Record<string, string>): boolean {
  const steps = getCheckin().machine.steps;
  const first = Object.keys(fields)
    .map((f) => screenOfField(f, steps))
    .find((s): s is WizardStep => !!s && steps.includes(s));
  if (!first) return false;
  setExtras({ fieldErrors: fields });
  revisit(first);
  return true;
}

/** On a screen: the refused fields it holds get their messages (once), and the first takes the focus. */
export function useRefusedFields(step: StepForm, fields: readonly string[]): void {
  useEffect(() => {
    const refused = getCheckin().extras.fieldErrors;
    const here = Object.entries(refused).filter(([f]) => fields.includes(f));
    if (!here.length) return;
    for (const [f, message] of here) step.setError(f, message);
    setExtras({ fieldErrors: {} });
    setTimeout(() => firstInvalid(step.ref.current)?.focus(), 50);
  }, []);
}
