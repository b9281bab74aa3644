import type { Config } from '../../platform/config';
import type { PostalCodePort } from './port';
import { SandboxPostalCodes } from './sandbox';
import { ViaCepClient } from './viacep';

export type { PostalAddress, PostalCodePort, PostalLookup } from './port';

/** ViaCEP with POSTAL_CODE_PROVIDER=viacep (platform/config.ts), else the offline sandbox. */
export function configuredPostalCodes(settings: Config['postalCodes']): PostalCodePort {
  return settings.provider === 'viacep' ? new ViaCepClient(settings.url) : new SandboxPostalCodes();
}
