import type { InstitutionContext } from '@gm/contracts/auth';
import type { GuestBooking } from '@gm/contracts/bookings/replies';
import type {
  AlterarPessoaInput,
  BookingTokenReply,
  CheckinBookingPerson,
  CheckinPerson,
  CriarUsuarioReply,
  criarUsuarioInput,
  FinalizarWebCheckinInput,
  ImageKind,
} from '@gm/contracts/checkin';
import type { z } from 'zod';
import { call, callService } from '../../app/api/client';
import { ApiError, readJson, send } from '../../app/api/http';
import { callContexto, takePrefetchedLink } from './link-prefetch';

/**
 * The guest's calls (spec section 7 "Person and booking", "Locations", "Uploads"). Every call after the hotel
 * link carries a guest token (the hotel's context token, then the booking token); a 401 on it means the token
 * expired, which the wizard store turns into 'Sua sessão expirou, por favor continue o cadastro.'.
 */

const CORE = '/jwt/broker/core';
const CHECKIN = '/jwt/brokerJson/checkin';

export type GuestContext = InstitutionContext & { jwtContexto: string };
export interface NetworkHotel {
  nome: string;
  codIns: number;
  h: string | null;
}
export type LinkReply =
  | { status: 1; tipo: 'h'; h: string | null; r: string | null; contextIns: GuestContext }
  | { status: 1; tipo: 'r'; r: string; rede: string; hotels: NetworkHotel[] };

let onExpired: (() => void) | null = null;

/** The wizard store registers what a guest token's 401 does (clear the wizard, tell the guest). */
export function onGuestTokenExpired(handler: (() => void) | null): void {
  onExpired = handler;
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.http === 401 && onExpired) {
      onExpired();
      throw new ApiError(error.message, { http: 401, code: 'session.expired', readable: false, silent: true });
    }
    throw error;
  }
}

function guestService<T>(base: string, name: string, params: unknown, token: string): Promise<T> {
  return guarded(() => callService<T>(base, name, params, { auth: { bearer: token } }));
}

/** ContextoService: a hotel link (h) or a network link (r). Invalid links answer 'Link de Hotel Inválido'. */
export function resolveLink(attributes: { h?: string; r?: string }): Promise<LinkReply> {
  return (attributes.h && !attributes.r ? takePrefetchedLink(attributes.h) : undefined) ?? callContexto(attributes);
}

/** POST /booking/token: the manual booking search (voucher and a guest's name). */
export function bookingToken(
  contextToken: string,
  input: { voucher: string; nome: string; finalidade?: 'checkin' | 'checkout' },
): Promise<BookingTokenReply> {
  return guarded(() => callService<BookingTokenReply>('/booking', 'token', input, { auth: { bearer: contextToken } }));
}

/**
 * DetalhesReservaWebCheckinService with the booking token: the guest's view of the booking (staff callers get the full
 * details instead). The contract, with zod and the bookings schemas, loads when the guest list first asks for it:
 * the wizard's first load (/checkin) does not carry them.
 */
export async function bookingForGuest(token: string, CODRES: number): Promise<GuestBooking> {
  const { webCheckinDetails } = await import('@gm/contracts/bookings/services');
  const reply = await guarded(() => call(webCheckinDetails, { CODRES }, { auth: { bearer: token } }));
  if ('documentos' in reply) throw new Error('DetalhesReservaWebCheckinService: a booking token got the staff view');
  return reply.reserva;
}

export interface PersonDetailsReply {
  status: 1;
  encontrado: 'S' | 'N';
  /** A code was asked for (sent only if the document and first name have a registration; never said which). */
  codigoEnviado?: 'S';
  pessoa?: CheckinPerson;
  pessoaReserva?: CheckinBookingPerson | null;
  /** After a valid code: the booking token that may show and reuse the proven profile. */
  jwt?: string;
}

export function personDetails(
  token: string,
  input: { CODPESRES?: number; codPes?: number; cpf?: string; travelDocument?: string; primeiroNome?: string; codigo?: string },
): Promise<PersonDetailsReply> {
  return guestService<PersonDetailsReply>(CORE, 'DetalhesPessoaService', input, token);
}

export function createPerson(token: string, criarUsu: z.input<typeof criarUsuarioInput>['criarUsu']): Promise<CriarUsuarioReply> {
  return guestService<CriarUsuarioReply>(CORE, 'CriarUsuarioService', { criarUsu }, token);
}

export function changePerson(
  token: string,
  alterarPessoa: AlterarPessoaInput['alterarPessoa'],
): Promise<{ status: 1; pessoa: CheckinPerson }> {
  return guestService(CORE, 'alterarPessoaService', { alterarPessoa }, token);
}

export interface FinishReply {
  status: 1;
  message: string;
  CODRES: number;
  CODPESRES: number;
  pendentes: number;
  wizardAction: 'SELECT_PERSON' | 'SUMMARY';
}

export function finishCheckin(token: string, input: FinalizarWebCheckinInput): Promise<FinishReply> {
  return guestService<FinishReply>(CHECKIN, 'FinalizarWebCheckinService', input, token);
}

export function termsText(token: string): Promise<{ status: 1; descrTermo: string; texto: string }> {
  return guestService(CHECKIN, 'TermoJuridicoService', {}, token);
}

export function removeImage(token: string, chave: string): Promise<{ status: 1; message: string }> {
  return guestService(CHECKIN, 'RemoverImagemService', { chave }, token);
}

export interface UploadReply {
  key: string;
  /** A signed, expiring preview URL (documents only). */
  url: string | null;
}

async function postImage(path: string, token: string, image: Blob, filename: string): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append('image', image, filename);
  return guarded(async () => readJson<Record<string, unknown>>(await send(path, { body: form, bearer: token })));
}

/** POST /documentosUploader (validate=true checks the photo can be read; signatures are checked for blankness). */
export async function uploadDocument(
  token: string,
  opts: { kind: ImageKind; CODPESRES: number; image: Blob; validate?: boolean },
): Promise<UploadReply> {
  const q = new URLSearchParams({
    validate: String(opts.validate ?? opts.kind !== 'personsign'),
    tipo: opts.kind,
    CODPESRES: String(opts.CODPESRES),
  });
  const reply = await postImage(
    `/documentosUploader?${q}`,
    token,
    opts.image,
    opts.kind === 'personsign' ? 'assinatura.png' : 'documento.jpg',
  );
  return { key: String(reply.chave), url: typeof reply.url === 'string' ? reply.url : null };
}

/** POST /faceUploader: the face photo (never indexed from the web wizard: the facial search is the kiosk's). */
export async function uploadFace(token: string, opts: { CODPESRES: number; image: Blob }): Promise<UploadReply> {
  const q = new URLSearchParams({ tryToIndexFaces: 'N', CODPESRES: String(opts.CODPESRES) });
  const reply = await postImage(`/faceUploader?${q}`, token, opts.image, 'rosto.jpg');
  return { key: String(reply.facialToken), url: null };
}

export type PostalReply =
  | {
      status: 1;
      disponivel: 'S';
      parcial: 'S' | 'N';
      cep: string;
      pais: string;
      estado: string;
      estadoLong: string;
      cidade: string;
      cidadeId: string;
      endereco: string;
      bairro: string;
      complemento: string;
    }
  | { status: 1; disponivel: 'N'; message: string };

/** POST /viacep/{code} with body Pais: fills the address; answers disponivel N when the lookup is down. */
export function lookupPostalCode(token: string, digits: string, country: string): Promise<PostalReply> {
  return guarded(() => callService<PostalReply>('/viacep', digits, { Pais: country }, { auth: { bearer: token } }));
}

export interface LocationPage<T> {
  metadata: { totalCount: number };
  data: T[];
}

export async function locationPage<T>(token: string, path: string, query: Record<string, string | number>): Promise<LocationPage<T>> {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return guarded(async () => readJson<LocationPage<T>>(await send(`/jwt/location${path}?${q}`, { method: 'GET', bearer: token })));
}

export interface CheckoutDetails {
  status: 1;
  reserva: {
    CODRES: number;
    VOUCHER: string;
    STATUS: string;
    DTRESERVA: string;
    DHSAIDAPREV: string;
    noites: number;
    tipoUHEstadia: string | null;
    vlrDiaria: string | null;
    nomeIns: string;
    pessoasReserva: { CODPESRES: number; NOME: string; principal: 'S' | 'N'; statusWebCheckin: 'P' | 'D' }[];
  };
  checkoutConfirmado: 'S' | 'N';
  dhConfirmacao: string;
  podeConfirmar: 'S' | 'N';
  motivo: string | null;
}

export function checkoutDetails(token: string): Promise<CheckoutDetails> {
  return guestService<CheckoutDetails>(CHECKIN, 'DetalhesCheckoutService', {}, token);
}

export function confirmCheckout(token: string, comentarios: string): Promise<{ status: 1; message: string; dhConfirmacao: string }> {
  return guestService(CHECKIN, 'ConfirmarCheckoutService', { comentarios: comentarios.trim() || null }, token);
}
