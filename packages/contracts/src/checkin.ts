import { z } from 'zod';
import { email } from './common';

/**
 * Guest web check-in (spec sections 3, 5 and 7 "Person and booking"): the inputs of the wizard's services with
 * the spec's field names (their replies: ./checkin/replies.ts). A booking person (a guest of a booking) is CODPESRES; a hotel's guest
 * profile is codPes. Dates of birth travel as DD/MM/YYYY (DD/MM/YY and YYYY-MM-DD accepted on input).
 */

export type {
  BookingTokenReply,
  CheckinBookingPerson,
  CheckinPerson,
  CriarUsuarioReply,
  Flag,
  RevelarDocumentoReply,
  WizardAction,
} from './checkin/replies';

const MAX_ID = Number.MAX_SAFE_INTEGER;
export const idOf = z.coerce.number().int().positive().max(MAX_ID);

/** S/N flags, also sent as booleans by some clients. */
export const yesNo = z
  .union([z.boolean(), z.enum(['S', 'N', 's', 'n', 'true', 'false'])])
  .transform((v) => v === true || v === 'S' || v === 's' || v === 'true');

/** An image key the uploaders reply (random, 32 url-safe characters). */
export const imageKey = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

export const IMAGE_KINDS = ['personsign', 'persondoc', 'persondocvaccine', 'persondocpet', 'persondocauth', 'persondocauthcard'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** Kinds a blob may have: the viewable image kinds plus the face photo (never served by /image). */
export type BlobKind = ImageKind | 'personface';

/** Optional text: absent keeps the stored value, null or '' clears it (alterarPessoa). */
const text = (max: number) => z.string().trim().max(max).nullish();
const upperCode = (re: RegExp) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(re))
    .nullish();

/** The Detailed guest fields of spec section 3 a guest or staff may write. */
export const personFields = {
  nomeCompleto: z.string().trim().min(2).max(200),
  sexo: z.enum(['M', 'F', 'O']).nullish(),
  email: z
    .union([z.literal(''), email])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null)),
  celular: text(40),
  telefone: text(40),
  profissao: text(100),
  /** ISO 3166-1 alpha-2 of the nationality. */
  nacionalidade: upperCode(/^[A-Z]{2}$/),
  nacionalidadeDescr: text(100),
  /** DD/MM/YYYY, DD/MM/YY or YYYY-MM-DD; an impossible date is refused with the 'invalid birth date' message. */
  dataNasc: text(10),
  travelDocument: text(40),
  cpf: text(14),
  /** Country of residence, ISO 3166-1 alpha-2 (the locations service's code). */
  pais: upperCode(/^[A-Z]{2}$/),
  /** Region: the ISO 3166-2 subdivision code (SP for BR-SP). */
  estado: upperCode(/^[A-Z0-9]{1,3}$/),
  cidade: text(120),
  /** The locations service's city id: the IBGE code for Brazil. */
  cidadeId: text(20),
  cep: text(12),
  bairro: text(120),
  endereco: text(200),
  nroEndereco: text(20),
  complementoEnd: text(120),
  placaVeiculo: text(12),
  /** Kinship to the booking's main guest: P father, M mother, anything else other. */
  grauParentesco: upperCode(/^[A-Z]{1,2}$/),
  /** Card holder: T third party, P own. */
  titularCartao: z.enum(['T', 'P']).nullish(),
  acessibilidade: text(500),
  restricaoAlimentar: text(500),
};

const personObject = z.object(personFields);
export type PersonFieldsInput = z.infer<typeof personObject>;

/** CriarUsuarioService: payload criarUsu. Guests name the booking person (or add a companion); staff create a profile. */
export const criarUsuarioInput = z.object({
  criarUsu: personObject.extend({
    /** The booking person being checked in; without it the name is looked up among the pending guests. */
    CODPESRES: idOf.nullish(),
    /** Adds the person to the booking as a new companion when no pending guest has the name. */
    novoAcompanhante: yesNo.optional(),
    /** Kept for older clients and ignored: a profile found by document is reused only with a proof (DetalhesPessoaService codigo). */
    primeiroNome: text(100),
  }),
});
export type CriarUsuarioInput = z.infer<typeof criarUsuarioInput>;

/** alterarPessoaService: payload alterarPessoa; absent fields are kept. */
export const alterarPessoaInput = z.object({
  alterarPessoa: personObject.partial().extend({
    codPes: idOf,
    /** Guests: the booking person the profile is checked in as (defaults to the one linked to codPes). */
    CODPESRES: idOf.nullish(),
  }),
});
export type AlterarPessoaInput = z.infer<typeof alterarPessoaInput>;

/**
 * DetalhesPessoaService: by codPes, by booking person, or (identification step) by CPF / travel document. To a
 * guest a document is data, not a key: with the first name (primeiroNome) a one-time code is sent to the e-mail
 * of the matching profile, if there is one (the answer is the same either way); with the code (codigo) the
 * profile is returned with a booking token that may reuse it.
 */
export const detalhesPessoaInput = z
  .object({
    codPes: idOf.nullish(),
    CODPESRES: idOf.nullish(),
    cpf: text(14),
    travelDocument: text(40),
    primeiroNome: text(100),
    /** The 6-digit code mailed to the returning guest. */
    codigo: text(10),
  })
  .refine((i) => !!(i.codPes || i.CODPESRES || i.cpf || i.travelDocument), { path: ['codPes'], message: 'required' });
export type DetalhesPessoaInput = z.infer<typeof detalhesPessoaInput>;

export const detalhesPessoaRecemCriadaInput = z.object({ codPes: idOf });

/** The guest's web check-in completion for one booking person: documents, terms and signature. */
export const finalizarWebCheckinInput = z.object({
  CODPESRES: idOf,
  documentos: z
    .object({
      chaveImgDocumento: imageKey.nullish(),
      chaveImgDocumentoVerso: imageKey.nullish(),
      chaveImgDocumentoVacina: imageKey.nullish(),
      chaveImgDocumentoVacinaVerso: imageKey.nullish(),
      /** Pet document: up to six images (front, back, VERSO2..VERSO5). */
      chaveImgDocumentoPet: z.array(imageKey).max(6).nullish(),
      chaveImgAutorizacao: imageKey.nullish(),
      chaveImgAutorizacaoCartao: imageKey.nullish(),
      facialToken: imageKey.nullish(),
    })
    .default({}),
  termos: z.object({
    aceite: yesNo,
    chaveImgAssinatura: imageKey.nullish(),
  }),
  /** 'Present at reception': the guest will show the missing document, signature or original term at the desk. */
  apresentarNaRecepcao: yesNo.default(false),
  /**
   * The original authorisation term (minor, third-party card) will be shown at the desk: the only thing that
   * waives a missing term's photo (the document's or the signature's acknowledgement never does).
   */
  apresentarTermoNaRecepcao: yesNo.default(false),
});
export type FinalizarWebCheckinInput = z.infer<typeof finalizarWebCheckinInput>;

/** POST /booking/token (body or query string): the guest's booking search, manual mode. */
export const bookingTokenInput = z.object({
  voucher: z.string().trim().min(1).max(60),
  /** The name of one of the booking's guests (first and last name). */
  nome: z.string().trim().min(2).max(200),
  /** A hotel link code, when the caller has no context token yet. */
  h: z.string().trim().min(1).max(64).optional(),
  /** checkin (default): the wizard; checkout: the /checkout page (the stay must be in house). */
  finalidade: z.enum(['checkin', 'checkout']).default('checkin'),
});

/** POST /person/token: narrows a booking token (or staff of the hotel) to one booking person. */
export const personTokenInput = z.object({ CODPESRES: idOf, CODRES: idOf.nullish() });
/** POST /person/token/authenticated: a signed-in guest (SUJEITO) opens one of their own pending bookings. */
export const authenticatedPersonTokenInput = z.object({ CODRES: idOf.nullish() });
/** POST /legacy/token: a hotel link code (h) to a guest context token. */
export const legacyTokenInput = z.object({ h: z.string().trim().min(1).max(64) });

export const PREFERENCE_OPTIONS = {
  tipoCama: ['casal', 'solteiro', 'indiferente'],
  andar: ['alto', 'baixo', 'indiferente'],
  travesseiro: ['macio', 'firme', 'indiferente'],
} as const;

/** alterarPreferenciasReserva: the stay's preferences (/fill-preferences); absent fields are kept. */
export const alterarPreferenciasInput = z.object({
  CODRES: idOf.nullish(),
  preferencias: z.object({
    previsaoChegada: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullish(),
    tipoCama: z.enum(PREFERENCE_OPTIONS.tipoCama).nullish(),
    andar: z.enum(PREFERENCE_OPTIONS.andar).nullish(),
    travesseiro: z.enum(PREFERENCE_OPTIONS.travesseiro).nullish(),
    ocasiao: text(100),
    observacoes: text(1000),
    /** Dietary needs (allergies, restrictions; a hospital's meals and diet). */
    dieta: text(300),
    /** Accessibility needs (mobility, hearing, sight). */
    acessibilidade: text(300),
    /** Who comes along (a hospital's companion; a hotel's guest of honour, assistant). */
    acompanhante: text(120),
  }),
});
export type AlterarPreferenciasInput = z.infer<typeof alterarPreferenciasInput>;

export const bookingRefInput = z.object({ CODRES: idOf.nullish() });
export const confirmarCheckoutInput = z.object({ CODRES: idOf.nullish(), comentarios: text(1000) });
export const imagensWebCheckinInput = z.object({ CODRES: idOf.nullish(), CODPESRES: idOf.nullish() });
export const removerImagemInput = z.object({ chave: imageKey });

/** Query of POST /documentosUploader (the same names are accepted as multipart fields before the file). */
export const documentUploadQuery = z.object({
  validate: z.enum(['true', 'false']).default('false'),
  tipo: z.enum(IMAGE_KINDS).default('persondoc'),
  CODRES: idOf.optional(),
  CODPESRES: idOf.optional(),
});
export const faceUploadQuery = z.object({
  tryToIndexFaces: z.enum(['S', 'N']).default('N'),
  CODRES: idOf.optional(),
  CODPESRES: idOf.optional(),
});

/** POST /viacep/{code}: body Pais (ISO code or name; Brazil when absent). */
export const postalCodeBody = z.object({ Pais: z.string().trim().max(60).optional() }).passthrough();
export const postalCodeParam = z.string().trim().max(12);

/** MesclarPessoasService: staff merge a duplicate profile (mesclar) into the one they keep (manter). */
export const mesclarPessoasInput = z
  .object({ manter: idOf, mesclar: idOf })
  .refine((i) => i.manter !== i.mesclar, { path: ['mesclar'], message: 'same' });
export type MesclarPessoasInput = z.infer<typeof mesclarPessoasInput>;

/** RevelarDocumentoService: the full CPF / travel document of a profile (codPes) or booking person (CODPESRES), logged. */
export const revelarDocumentoInput = z
  .object({ codPes: idOf.nullish(), CODPESRES: idOf.nullish() })
  .refine((i) => !!(i.codPes || i.CODPESRES), { path: ['codPes'], message: 'required' });
export type RevelarDocumentoInput = z.infer<typeof revelarDocumentoInput>;
