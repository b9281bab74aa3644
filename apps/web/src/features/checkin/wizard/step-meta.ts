import type { WizardStep } from '@gm/domain/wizard';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useSyncExternalStore } from 'react';
import type { AppTheme } from '../../../theme/themes';

export type StepIcon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

// The booking search's icon comes with the first screen; the other steps' icons load with the steps' chunks
// (wizard.tsx), so the guest's first load carries one icon, not sixteen.
let icons: Record<WizardStep, StepIcon> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadStepIcons(): Promise<void> {
  loading ??= import('./step-icons').then((m) => {
    icons = m.STEP_ICONS;
    for (const l of listeners) l();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadedIcons = () => icons;

/** The step's icon (spec section 2 "per-step icon"); null for a moment if its step was reached before it loaded. */
export function useStepIcon(step: WizardStep): StepIcon | null {
  const all = useSyncExternalStore(subscribe, loadedIcons, loadedIcons);
  if (step === 'search') return IconSearch;
  return all?.[step] ?? null;
}

/**
 * The step's title: partner themes name the booking search (verifyStepTitle), the registration data
 * (registrationStepTitle) and the documents (docsStepTitle); the other titles are the wizard's own.
 */
export function stepTitleKey(step: WizardStep, theme: AppTheme): string {
  if (step === 'search') return theme.verifyStepTitle;
  if (step === 'registration') return theme.registrationStepTitle;
  if (step === 'documents') return theme.docsStepTitle;
  return `checkin.steps.${step}`;
}
