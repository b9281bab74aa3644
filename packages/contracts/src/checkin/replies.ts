import { BOOKING_STATUSES } from '@gm/domain/bookings';
import { z } from 'zod';
import { flag } from '../common';

/**
 * What the guest web check-in services answer (spec section 7 "Person and booking", "Uploads"), field by field as the
 * server sends them. A booking person (a guest of a booking) is CODPESRES; a hotel's guest profile is codPes.
 */

const id = z.number().int();
const text = z.string().nullable();
const webcheckinStatus = z.enum(['P', 'D']);
const wizardAction = z.enum(['NEXT', 'SELECT_PERSON', 'SUMMARY', 'NONE']);

/**
 * A person as the wizard and the person screens read it: the Detailed guest of spec section 3 plus the IBGE city
 * code. CPF and travel document are masked (***.456.789-**) unless the caller may see them; dataNasc is DD/MM/YYYY,
 * '' when unknown.
 */
export const checkinPersonReply = z.object({
  codPes: id,
  nomeCompleto: z.string(),
  sexo: text,
  email: text,
  celular: text,
  telefone: text,
  profissao: text,
  nacionalidade: text,
  nacionalidadeDescr: text,
  dataNasc: z.string(),
  travelDocument: text,
  cpf: text,
  pais: text,
  estado: text,
  cidade: text,
  cidadeId: text,
  cep: text,
  bairro: text,
  endereco: text,
  nroEndereco: text,
  complementoEnd: text,
  placaVeiculo: text,
  grauParentesco: text,
  titularCartao: text,
  acessibilidade: text,
  restricaoAlimentar: text,
});

/** The person's check-in on one booking: state, image keys and PMS registration (dates '-' when none). */
export const checkinBookingPersonReply = z.object({
  CODPESRES: id,
  CODRES: id,
  NOME: z.string(),
  principal: flag,
  statusWebCheckin: webcheckinStatus,
  apresentarNaRecepcao: flag,
  chaveImgAssinatura: text,
  chaveImgDocumento: text,
  chaveImgDocumentoVerso: text,
  chaveImgDocumentoVacina: text,
  chaveImgDocumentoVacinaVerso: text,
  chaveImgDocumentoPet: z.array(z.string()),
  chaveImgAutorizacao: text,
  chaveImgAutorizacaoCartao: text,
  facialToken: text,
  codLib: id.nullable(),
  dhLiberacao: z.string(),
  dhConsulta: z.string(),
  errorDetails: text,
});

/** CriarUsuarioService: jwt is a token of that person (guests); staff get null, CODPESRES null and wizardAction NONE. */
export const criarUsuarioReply = z.object({
  status: z.literal(1),
  usuCriado: z.object({ attributes: z.object({ codPes: id, jwt: text }) }),
  /** S: a new profile was created; N: an existing profile was linked. */
  pesCriada: flag,
  wizardAction: wizardAction.extract(['NEXT', 'NONE']),
  CODPESRES: id.nullable(),
  pessoa: checkinPersonReply,
});

/** alterarPessoaService: the saved profile; NEXT for a guest, NONE for staff. */
export const alterarPessoaReply = z.object({
  status: z.literal(1),
  pessoa: checkinPersonReply,
  wizardAction: wizardAction.extract(['NEXT', 'NONE']),
});

/**
 * DetalhesPessoaService. By person: pessoa when a profile is linked, pessoaReserva (the web check-in) when the call
 * names a booking person (a guest's booking person that was never viewed is null). Identification step: with
 * primeiroNome codigoEnviado S and the message (whether or not a code was sent); with codigo the profile and jwt.
 */
export const detalhesPessoaReply = z.object({
  status: z.literal(1),
  encontrado: flag,
  codigoEnviado: z.literal('S').optional(),
  message: z.string().optional(),
  pessoa: checkinPersonReply.optional(),
  pessoaReserva: checkinBookingPersonReply.nullable().optional(),
  /** After a valid code: the booking token that may show and reuse the proven profile. */
  jwt: z.string().optional(),
});

/** DetalhesPessoaRecemCriadaService: pessoaReserva null (and wizardAction NONE) for staff. */
export const detalhesPessoaRecemCriadaReply = z.object({
  status: z.literal(1),
  pessoa: checkinPersonReply,
  pessoaReserva: checkinBookingPersonReply.nullable(),
  wizardAction: wizardAction.extract(['NEXT', 'SUMMARY', 'NONE']),
});

/** FinalizarWebCheckinService: SELECT_PERSON while other guests of the booking are pending, else SUMMARY. */
export const finalizarWebCheckinReply = z.object({
  status: z.literal(1),
  message: z.string(),
  CODRES: id,
  CODPESRES: id,
  pendentes: z.number().int(),
  wizardAction: wizardAction.extract(['SELECT_PERSON', 'SUMMARY']),
});

/** MesclarPessoasService: the kept profile after the merge and how many bookings moved over. */
export const mesclarPessoasReply = z.object({
  status: z.literal(1),
  message: z.string(),
  pessoa: checkinPersonReply,
  reservasMovidas: z.number().int(),
});

/** RevelarDocumentoService; DOC and WEBCHECKDOC (the booking person's document as staff and the web check-in wrote it) only by CODPESRES. */
export const revelarDocumentoReply = z.object({ status: z.literal(1), cpf: text, travelDocument: text, DOC: text, WEBCHECKDOC: text });

/** The stay's preferences as stored (null: not given). */
const preferences = z.object({
  previsaoChegada: text,
  tipoCama: text,
  andar: text,
  travesseiro: text,
  ocasiao: text,
  observacoes: text,
  dieta: text,
  acessibilidade: text,
  acompanhante: text,
});

export const detalhesPreferenciasReply = z.object({ status: z.literal(1), CODRES: id, preferencias: preferences });
export const alterarPreferenciasReply = detalhesPreferenciasReply.extend({ message: z.string() });

/** DetalhesCheckoutService: the /checkout page (dates DD/MM/YYYY; dhConfirmacao '-' until confirmed; motivo: why not). */
export const detalhesCheckoutReply = z.object({
  status: z.literal(1),
  reserva: z.object({
    CODRES: id,
    VOUCHER: z.string(),
    STATUS: z.enum(BOOKING_STATUSES),
    DTRESERVA: z.string(),
    DHSAIDAPREV: z.string(),
    noites: z.number().int(),
    tipoUHEstadia: text,
    /** Formatted money ('R$ 1.234,56'). */
    vlrDiaria: text,
    nomeIns: z.string(),
    pessoasReserva: z.array(z.object({ CODPESRES: id, NOME: z.string(), principal: flag, statusWebCheckin: webcheckinStatus })),
  }),
  checkoutConfirmado: flag,
  dhConfirmacao: z.string(),
  podeConfirmar: flag,
  motivo: text,
});

export const confirmarCheckoutReply = z.object({ status: z.literal(1), message: z.string(), CODRES: id, dhConfirmacao: z.string() });

/** /booking/token, /person/token and /person/token/authenticated: a booking token (4 h) and whom it names. */
export const bookingTokenReply = z.object({
  status: z.literal(1),
  token: z.string(),
  expiresIn: z.number().int(),
  CODRES: id,
  /** The booking person whose name matched (or the one the token is narrowed to). */
  CODPESRES: id,
  /** Their profile at the hotel when one is linked. */
  codPes: id.nullable(),
  codIns: id,
});

/** /legacy/token: the hotel's guest context token and its context (as ContextoService: the flags besides). */
export const legacyTokenReply = z.object({
  status: z.literal(1),
  token: z.string(),
  expiresIn: z.number().int(),
  contextIns: z
    .object({
      codIns: id,
      nomeIns: z.string(),
      rede: text,
      COUNTRYINS: z.string(),
      TIMEZONE: z.string(),
      THEME: text,
      jwtContexto: z.string(),
    })
    .catchall(z.unknown()),
});

/** ImagensWebCheckinService: signed, expiring URLs (null where no image). */
export const imagensWebCheckinReply = z.object({
  status: z.literal(1),
  CODRES: id,
  pessoas: z.array(
    z.object({
      CODPESRES: id,
      NOME: z.string(),
      imagens: z.object({
        assinatura: text,
        documento: text,
        documentoVerso: text,
        vacina: text,
        vacinaVerso: text,
        pet: z.array(z.string()),
        autorizacao: text,
        autorizacaoCartao: text,
      }),
      aceiteTermosJuridicos: z.array(
        z.object({
          id,
          CHAVEIMGASSINATURA: text,
          descrTermo: z.string(),
          dhAceite: z.string(),
          ip: text,
          userAgent: text,
          url: z.string(),
          assinatura: text,
        }),
      ),
    }),
  ),
});

export const termoJuridicoReply = z.object({ status: z.literal(1), descrTermo: z.string(), texto: z.string() });

/** RemoverImagemService, and any reply that is a status and a message to show. */
export const messageReply = z.object({ status: z.literal(1), message: z.string() });

export type Flag = z.infer<typeof flag>;
export type WizardAction = z.infer<typeof wizardAction>;
export type CheckinPerson = z.infer<typeof checkinPersonReply>;
export type CheckinBookingPerson = z.infer<typeof checkinBookingPersonReply>;
export type CriarUsuarioReply = z.infer<typeof criarUsuarioReply>;
export type AlterarPessoaReply = z.infer<typeof alterarPessoaReply>;
export type DetalhesPessoaReply = z.infer<typeof detalhesPessoaReply>;
export type DetalhesPessoaRecemCriadaReply = z.infer<typeof detalhesPessoaRecemCriadaReply>;
export type FinalizarWebCheckinReply = z.infer<typeof finalizarWebCheckinReply>;
export type MesclarPessoasReply = z.infer<typeof mesclarPessoasReply>;
export type RevelarDocumentoReply = z.infer<typeof revelarDocumentoReply>;
export type PreferencesReply = z.infer<typeof detalhesPreferenciasReply>;
export type CheckoutDetails = z.infer<typeof detalhesCheckoutReply>;
export type ConfirmarCheckoutReply = z.infer<typeof confirmarCheckoutReply>;
export type BookingTokenReply = z.infer<typeof bookingTokenReply>;
export type LegacyTokenReply = z.infer<typeof legacyTokenReply>;
export type BookingImages = z.infer<typeof imagensWebCheckinReply>;
export type PersonImages = BookingImages['pessoas'][number];
export type TermsReply = z.infer<typeof termoJuridicoReply>;
