import type { BasicSettings } from '@gm/contracts/institutions/settings';

/** The identity form's values (the address as the settings hold it). */
export type IdentityValues = {
  name: string;
  legalName: string;
  taxId: string;
  address: BasicSettings['address'];
  timeZone: string;
  language: string;
  currency: string;
};
