import type { WizardStep } from '@gm/domain/wizard';
import {
  IconAddressBook,
  IconCamera,
  IconCertificate,
  IconCircleCheck,
  IconClipboardList,
  IconCreditCard,
  IconFileDescription,
  IconId,
  IconKey,
  IconListCheck,
  IconPaw,
  IconSearch,
  IconSignature,
  IconUserCircle,
  IconUsers,
  IconVaccine,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AppTheme } from '../../../theme/themes';

/** Each step's icon (spec section 2 "per-step icon") and title key. */
export const STEP_ICONS: Record<WizardStep, ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>> = {
  search: IconSearch,
  'select-person': IconUsers,
  verify: IconId,
  registration: IconUserCircle,
  address: IconAddressBook,
  documents: IconFileDescription,
  vaccine: IconVaccine,
  pet: IconPaw,
  authorization: IconCertificate,
  additional: IconClipboardList,
  terms: IconSignature,
  face: IconCamera,
  summary: IconListCheck,
  payment: IconCreditCard,
  confirmation: IconCircleCheck,
  checkin: IconKey,
};

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
