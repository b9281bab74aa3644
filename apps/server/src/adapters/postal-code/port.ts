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
