import type { PostalAddress, PostalCodePort, PostalLookup } from './port';

/**
 * Offline CEP lookups (the default): a few real addresses, 99999-999 not found (as ViaCEP answers), and for any
 * other CEP the state from the Correios first-digits ranges (partial: the guest types street and city).
 */
const KNOWN: Record<string, Omit<PostalAddress, 'cep'>> = {
  '01001000': {
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  '01310200': {
    logradouro: 'Avenida Paulista',
    complemento: '',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  '04538133': {
    logradouro: 'Avenida Brigadeiro Faria Lima',
    complemento: '',
    bairro: 'Itaim Bibi',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  '22021001': {
    logradouro: 'Avenida Atlântica',
    complemento: '',
    bairro: 'Copacabana',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    ibge: '3304557',
    ddd: '21',
  },
  '70150900': {
    logradouro: 'Praça dos Três Poderes',
    complemento: '',
    bairro: 'Zona Cívico-Administrativa',
    localidade: 'Brasília',
    uf: 'DF',
    ibge: '5300108',
    ddd: '61',
  },
};

const NOT_FOUND = new Set(['99999999']);

/** CEP ranges (first five digits, inclusive) of each state. */
const RANGES: [number, number, string][] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

function stateOfCep(cep: string): string | null {
  const prefix = Number(cep.slice(0, 5));
  return RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

export class SandboxPostalCodes implements PostalCodePort {
  readonly source = 'sandbox';

  async lookup(cep: string, signal: AbortSignal): Promise<PostalLookup> {
    if (signal.aborted) throw new Error('aborted');
    if (!/^\d{8}$/.test(cep)) return { kind: 'invalid' };
    const cepText = `${cep.slice(0, 5)}-${cep.slice(5)}`;
    const known = KNOWN[cep];
    if (known) return { kind: 'found', address: { cep: cepText, ...known } };
    const uf = NOT_FOUND.has(cep) ? null : stateOfCep(cep);
    if (!uf) return { kind: 'not_found' };
    return {
      kind: 'found',
      address: { cep: cepText, logradouro: '', complemento: '', bairro: '', localidade: '', uf, ibge: '', ddd: '', partial: true },
    };
  }
}
