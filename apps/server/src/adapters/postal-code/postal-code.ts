import type { AppDeps } from '../../platform/deps';
import { SandboxPostalCodes } from './sandbox';
import { ViaCepClient } from './viacep';

/** A Brazilian address as ViaCEP answers it. */
export interface PostalAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
  /** IBGE municipality code. */
  ibge: string;
  ddd: string;
  /** Only the state is known (offline range rule): street, district and city are filled by hand. */
  partial?: boolean;
}

export type PostalLookup = { kind: 'found'; address: PostalAddress } | { kind: 'not_found' } | { kind: 'invalid' };

/**
 * The postal-code port (BR CEP). lookup() receives 8 digits; it may throw or be aborted (timeout, outage):
 * the caller then answers 'fill in by hand' without waiting.
 */
export interface PostalCodePort {
  readonly source: string;
  lookup(cep: string, signal: AbortSignal): Promise<PostalLookup>;
}

const defaults = new WeakMap<AppDeps, PostalCodePort>();

/** The injected port, else ViaCEP with POSTAL_CODE_PROVIDER=viacep, else the offline sandbox. */
export function getPostalCodes(deps: AppDeps): PostalCodePort {
  const injected = deps.ports?.postalCode as PostalCodePort | undefined;
  if (injected) return injected;
  let port = defaults.get(deps);
  if (!port) {
    port =
      process.env.POSTAL_CODE_PROVIDER === 'viacep'
        ? new ViaCepClient(process.env.VIACEP_URL ?? 'https://viacep.com.br')
        : new SandboxPostalCodes();
    defaults.set(deps, port);
  }
  return port;
}
