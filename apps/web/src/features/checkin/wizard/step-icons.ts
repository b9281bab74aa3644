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

/** Each step's icon (spec section 2 "per-step icon"): loaded with the steps after the booking search (step-meta.ts). */
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
