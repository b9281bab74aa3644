import type { CheckinPerson, FinalizarWebCheckinInput, PersonFieldsInput } from '@gm/contracts/checkin';
import { brFromIso, isoFromBr } from '@gm/domain/dates';
import type { WizardData } from '@gm/domain/wizard';

/**
 * Between the wizard's data (strings, birth date as ISO) and the person services' payloads (spec section 3
 * "Detailed guest"): what each step sends, and the server's field errors back onto the fields.
 */

type Fields = Partial<PersonFieldsInput>;
const opt = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/** A profile from the server as wizard data; `linked` says it is already this booking person's profile. */
export function dataFromPerson(p: CheckinPerson, linked: boolean): WizardData {
  const d: WizardData = {};
  const put = (k: keyof WizardData, v: string | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') d[k] = v;
  };
  if (linked) d.codPes = String(p.codPes);
  put('nomeCompleto', p.nomeCompleto);
  put('sexo', p.sexo);
  put('email', p.email);
  put('celular', p.celular);
  put('telefone', p.telefone);
  put('profissao', p.profissao);
  put('nacionalidade', p.nacionalidade);
  put('nacionalidadeDescr', p.nacionalidadeDescr);
  put('dataNasc', p.dataNasc ? (isoFromBr(p.dataNasc, '2100-01-01') ?? undefined) : undefined);
  put('cpf', p.cpf);
  put('travelDocument', p.travelDocument);
  put('pais', p.pais);
  put('paisShort', p.pais);
  put('estado', p.estado);
  put('cidade', p.cidade);
  put('cidadeId', p.cidadeId);
  put('cityId', p.cidadeId);
  put('cityName', p.cidade);
  put('cep', p.cep);
  put('bairro', p.bairro);
  put('endereco', p.endereco);
  put('nroEndereco', p.nroEndereco);
  put('complementoEnd', p.complementoEnd);
  put('placaVeiculo', p.placaVeiculo);
  put('grauParentesco', p.grauParentesco);
  put('titularCartao', p.titularCartao);
  put('acessibilidade', p.acessibilidade);
  put('restricaoAlimentar', p.restricaoAlimentar);
  return d;
}

/** The registration step's fields: the identification document goes with them (CPF for Brazilians). */
export function registrationFields(d: WizardData, brazilian: boolean): Fields {
  return {
    nomeCompleto: (d.nomeCompleto ?? '').trim(),
    sexo: (opt(d.sexo) as 'M' | 'F' | 'O' | null) ?? null,
    dataNasc: d.dataNasc ? brFromIso(d.dataNasc) : null,
    profissao: opt(d.profissao),
    nacionalidade: opt(d.nacionalidade),
    nacionalidadeDescr: opt(d.nacionalidadeDescr),
    celular: opt(d.celular),
    email: opt(d.email),
    ...(brazilian ? { cpf: opt(d.cpf) } : { travelDocument: opt(d.travelDocument) }),
  };
}

export function addressFields(d: WizardData): Fields {
  return {
    pais: opt(d.pais),
    estado: opt(d.estado),
    cidade: opt(d.cidade),
    cidadeId: opt(d.cidadeId),
    cep: opt(d.cep),
    bairro: opt(d.bairro),
    endereco: opt(d.endereco),
    nroEndereco: opt(d.nroEndereco),
    complementoEnd: opt(d.complementoEnd),
  };
}

export function additionalFields(d: WizardData, opts: { kinship: boolean; cardHolder: boolean }): Fields {
  return {
    placaVeiculo: opt(d.placaVeiculo),
    ...(opts.kinship ? { grauParentesco: opt(d.grauParentesco) } : {}),
    ...(opts.cardHolder ? { titularCartao: (opt(d.titularCartao) as 'T' | 'P' | null) ?? null } : {}),
    acessibilidade: opt(d.acessibilidade),
    restricaoAlimentar: opt(d.restricaoAlimentar),
  };
}

/** FinalizarWebCheckinService's input for the current guest. */
export function finishInput(
  d: WizardData,
  extras: { petKeys: string[]; termsAccepted: boolean; ackDocument: boolean; ackSignature: boolean; ackAuthorization: boolean },
  codPesRes: number,
): FinalizarWebCheckinInput {
  const key = (v: string | undefined) => (v ? v : null);
  return {
    CODPESRES: codPesRes,
    documentos: {
      chaveImgDocumento: key(d.chaveImgDocumento),
      chaveImgDocumentoVerso: key(d.chaveImgDocumentoVerso),
      chaveImgDocumentoVacina: key(d.chaveImgDocumentoVacina),
      chaveImgDocumentoVacinaVerso: key(d.chaveImgDocumentoVacinaVerso),
      chaveImgDocumentoPet: extras.petKeys.length ? extras.petKeys.slice(0, 6) : null,
      chaveImgAutorizacao: key(d.chaveImgAutorizacao),
      chaveImgAutorizacaoCartao: key(d.chaveImgAutorizacaoCartao),
      facialToken: key(d.facialToken),
    },
    termos: { aceite: extras.termsAccepted, chaveImgAssinatura: key(d.chaveImgAssinatura) },
    apresentarNaRecepcao: extras.ackDocument || extras.ackSignature || extras.ackAuthorization,
    apresentarTermoNaRecepcao: extras.ackAuthorization,
  };
}

/**
 * A server error's input path ('alterarPessoa.dataNasc', 'criarUsu.cep') as the wizard's field: the person
 * services name the field in their input (AppError field, 0027-form-kit.md); the city id is shown on the city.
 */
export function personFieldOf(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last === 'cidadeId' ? 'cidade' : last;
}

/** The wizard's wording for the kit's error keys (a 400 from the person schemas, a step's own rules). */
export const PERSON_ERROR_KEYS: Record<string, string> = {
  required: 'checkin.form.required',
  too_small: 'checkin.form.required',
  invalid_email: 'ui.inputErrors.email',
  invalid_phone: 'checkin.form.phoneInvalid',
};
