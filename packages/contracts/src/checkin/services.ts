import type { z } from 'zod';
import {
  alterarPessoaInput,
  alterarPreferenciasInput,
  type authenticatedPersonTokenInput,
  bookingRefInput,
  type bookingTokenInput,
  confirmarCheckoutInput,
  criarUsuarioInput,
  detalhesPessoaInput,
  detalhesPessoaRecemCriadaInput,
  finalizarWebCheckinInput,
  imagensWebCheckinInput,
  type legacyTokenInput,
  mesclarPessoasInput,
  type personTokenInput,
  removerImagemInput,
  revelarDocumentoInput,
} from '../checkin';
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import {
  alterarPessoaReply,
  alterarPreferenciasReply,
  bookingTokenReply,
  confirmarCheckoutReply,
  criarUsuarioReply,
  detalhesCheckoutReply,
  detalhesPessoaRecemCriadaReply,
  detalhesPessoaReply,
  detalhesPreferenciasReply,
  finalizarWebCheckinReply,
  imagensWebCheckinReply,
  legacyTokenReply,
  mesclarPessoasReply,
  messageReply,
  revelarDocumentoReply,
  termoJuridicoReply,
} from './replies';

/**
 * The guest web check-in's services (spec section 7 "Person and booking"), the staff person tools, the token
 * endpoints and the documents services (booking images, terms, removing an upload). The web calls the first base path.
 */
const CORE_PATHS = ['/jwt/broker/core', '/broker/core'];
/**
 * The shared person, booking and feedback services are also served under /jwt/broker/commons (spec section 7's base
 * path for the calls the guest wizard and the back office both make; decision 0080). The first path stays the one
 * the web calls.
 */
const COMMONS_PATHS = [...CORE_PATHS, '/jwt/broker/commons'];
const CHECKIN_PATHS = ['/jwt/brokerJson/checkin'];
const STAFF_PERSONS = [P.TRIAL.pessoas, P.TRIAL.reservas, P.TRIAL.checkinouts, P.CHANGEINS.novapessoa];
const STAFF_BOOKING = [P.TRIAL.reservas, P.TRIAL.checkinouts];

/**
 * The token endpoints read their fields from the query string or the body, so the body is any object and the
 * handler checks the merged fields with the schema S; a caller of the contract (the web) sends them in the body,
 * typed by S.
 */
const queryOrBody = <S extends z.ZodType>() => emptyInput as unknown as z.ZodType<Record<string, unknown>, z.input<S>>;

export const createPerson = defineContract({
  name: 'CriarUsuarioService',
  basePaths: COMMONS_PATHS,
  access: ['guest', 'user'],
  permission: P.CHANGEINS.novapessoa,
  needsInstitution: true,
  writes: true,
  input: criarUsuarioInput,
  output: criarUsuarioReply,
});

export const changePerson = defineContract({
  name: 'alterarPessoaService',
  basePaths: COMMONS_PATHS,
  access: ['guest', 'user'],
  permission: STAFF_PERSONS,
  needsInstitution: true,
  writes: true,
  input: alterarPessoaInput,
  output: alterarPessoaReply,
});

export const personDetails = defineContract({
  name: 'DetalhesPessoaService',
  basePaths: COMMONS_PATHS,
  xml: true,
  access: ['guest', 'user'],
  permission: STAFF_PERSONS,
  needsInstitution: true,
  input: detalhesPessoaInput,
  output: detalhesPessoaReply,
});

export const newPersonDetails = defineContract({
  name: 'DetalhesPessoaRecemCriadaService',
  basePaths: COMMONS_PATHS,
  xml: true,
  access: ['guest', 'user'],
  permission: STAFF_PERSONS,
  needsInstitution: true,
  input: detalhesPessoaRecemCriadaInput,
  output: detalhesPessoaRecemCriadaReply,
});

export const finishWebCheckin = defineContract({
  name: 'FinalizarWebCheckinService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  writes: true,
  input: finalizarWebCheckinInput,
  output: finalizarWebCheckinReply,
});

export const mergeProfiles = defineContract({
  name: 'MesclarPessoasService',
  basePaths: CORE_PATHS,
  access: 'user',
  permission: [P.TRIAL.pessoas, P.TRIAL.checkinouts],
  needsInstitution: true,
  writes: true,
  input: mesclarPessoasInput,
  output: mesclarPessoasReply,
});

export const revealDocument = defineContract({
  name: 'RevelarDocumentoService',
  basePaths: CORE_PATHS,
  access: 'user',
  permission: P.TRIAL.documentos,
  needsInstitution: true,
  writes: true,
  input: revelarDocumentoInput,
  output: revelarDocumentoReply,
});

export const changePreferences = defineContract({
  name: 'alterarPreferenciasReserva',
  basePaths: COMMONS_PATHS,
  access: ['guest', 'user'],
  permission: STAFF_BOOKING,
  needsInstitution: true,
  writes: true,
  input: alterarPreferenciasInput,
  output: alterarPreferenciasReply,
});

export const preferences = defineContract({
  name: 'DetalhesPreferenciasReservaService',
  basePaths: CORE_PATHS,
  access: ['guest', 'user'],
  permission: STAFF_BOOKING,
  needsInstitution: true,
  input: bookingRefInput,
  output: detalhesPreferenciasReply,
});

export const checkoutDetails = defineContract({
  name: 'DetalhesCheckoutService',
  basePaths: CHECKIN_PATHS,
  access: ['guest', 'user'],
  permission: [P.TRIAL.checkinouts, P.TRIAL.reservas],
  needsInstitution: true,
  input: bookingRefInput,
  output: detalhesCheckoutReply,
});

export const confirmCheckout = defineContract({
  name: 'ConfirmarCheckoutService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  writes: true,
  input: confirmarCheckoutInput,
  output: confirmarCheckoutReply,
});

export const bookingToken = defineContract({
  name: 'BookingToken',
  paths: ['/booking/token'],
  access: ['public', 'guest'],
  rateLimit: 'auth',
  input: queryOrBody<typeof bookingTokenInput>(),
  output: bookingTokenReply,
});

export const personToken = defineContract({
  name: 'PersonToken',
  paths: ['/person/token'],
  access: ['guest', 'user'],
  permission: [P.TRIAL.checkinouts, P.TRIAL.reservas],
  needsInstitution: true,
  input: queryOrBody<typeof personTokenInput>(),
  output: bookingTokenReply,
});

export const authenticatedPersonToken = defineContract({
  name: 'PersonTokenAuthenticated',
  paths: ['/person/token/authenticated'],
  access: 'user',
  permission: P.SUJEITO.any,
  // Mints a token for the signed-in guest's own booking: never while an administrator emulates.
  personal: true,
  input: queryOrBody<typeof authenticatedPersonTokenInput>(),
  output: bookingTokenReply,
});

export const legacyToken = defineContract({
  name: 'LegacyToken',
  paths: ['/legacy/token'],
  access: 'public',
  input: queryOrBody<typeof legacyTokenInput>(),
  output: legacyTokenReply,
});

export const bookingImages = defineContract({
  name: 'ImagensWebCheckinService',
  basePaths: CHECKIN_PATHS,
  access: ['user', 'guest'],
  permission: STAFF_BOOKING,
  needsInstitution: true,
  input: imagensWebCheckinInput,
  output: imagensWebCheckinReply,
});

export const termsText = defineContract({
  name: 'TermoJuridicoService',
  basePaths: CHECKIN_PATHS,
  access: ['user', 'guest'],
  needsInstitution: true,
  input: emptyInput,
  output: termoJuridicoReply,
});

export const removeImage = defineContract({
  name: 'RemoverImagemService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  writes: true,
  input: removerImagemInput,
  output: messageReply,
});
