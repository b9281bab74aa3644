import type { PostalCodePort, PostalLookup } from './port';

interface ViaCepBody {
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
  ddd?: string;
  erro?: unknown;
}

/**
 * ViaCEP (BRAZIL.md): GET {base}/ws/{8 digits}/json/. HTTP 400 = malformed; 200 with an 'erro' field (boolean
 * or the string "true") = not found. Anything else throws, and the caller degrades to manual entry.
 */
export class ViaCepClient implements PostalCodePort {
  readonly source = 'viacep';

  constructor(private readonly baseUrl: string) {}

  async lookup(cep: string, signal: AbortSignal): Promise<PostalLookup> {
    const r = await fetch(`${this.baseUrl.replace(/\/$/, '')}/ws/${encodeURIComponent(cep)}/json/`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (r.status === 400) {
      await r.arrayBuffer().catch(() => undefined);
      return { kind: 'invalid' };
    }
    if (!r.ok) throw new Error(`ViaCEP answered ${r.status}`);
    const body = (await r.json()) as ViaCepBody;
    if (!body || typeof body !== 'object' || 'erro' in body) return { kind: 'not_found' };
    if (typeof body.uf !== 'string' || typeof body.localidade !== 'string') throw new Error('ViaCEP reply without uf/localidade');
    const s = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      kind: 'found',
      address: {
        cep: s(body.cep) || `${cep.slice(0, 5)}-${cep.slice(5)}`,
        logradouro: s(body.logradouro),
        complemento: s(body.complemento),
        bairro: s(body.bairro),
        localidade: s(body.localidade),
        uf: s(body.uf),
        ibge: s(body.ibge),
        ddd: s(body.ddd),
      },
    };
  }
}
