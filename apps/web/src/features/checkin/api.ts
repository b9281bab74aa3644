import type { ImageKind } from '@gm/contracts/checkin';
import * as Contracts from '@gm/contracts/checkin/services';
import type { InputOf, OutputOf } from '@gm/contracts/contract';
import type { LinkReply } from '@gm/contracts/institutions/replies';
import { call, callService } from '../../lib/api/client';
import { ApiError, readJson, send } from '../../lib/api/http';
import { callContexto, takePrefetchedLink } from './link-prefetch';

/**
 * The guest's calls (spec section 7 "Person and booking", "Locations", "Uploads"). Every call after the hotel
 * link carries a guest token (the hotel's context token, then the booking token); a 401 on it means the token
 * expired, which the wizard store turns into 'Sua sessão expirou, por favor continue o cadastro.'.
 */

type CheckinContracts = typeof Contracts;
type Reply<K extends keyof CheckinContracts> = OutputOf<CheckinContracts[K]>;

let onExpired: (() => void) | null = null;

/** The wizard store registers what a guest token's 401 does (clear the wizard, tell the guest). */
export function onGuestTokenExpired(handler: (() => void) | null): void {
  onExpired = handler;
}

/** Runs a guest call; a 401 on the guest's token expires the wizard (onGuestTokenExpired). */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
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

/** A check-in service by its contract, with the guest's token. */
function guestCall<K extends keyof CheckinContracts>(key: K, input: InputOf<CheckinContracts[K]>, token: string): Promise<Reply<K>> {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: in the web build each contract is a few bytes of data (vite-contracts.ts), and the wizard calls most of them.
  return guarded(() => call(Contracts[key] as CheckinContracts[K], input, { auth: { bearer: token } }));
}

/** ContextoService: a hotel link (h) or a network link (r). Invalid links answer 'Link de Hotel Inválido'. */
export function resolveLink(attributes: { h?: string; r?: string }): Promise<LinkReply> {
  return (attributes.h && !attributes.r ? takePrefetchedLink(attributes.h) : undefined) ?? callContexto(attributes);
}

/** POST /booking/token: the manual booking search (voucher and a guest's name). */
export function bookingToken(
  contextToken: string,
  input: { voucher: string; nome: string; finalidade?: 'checkin' | 'checkout' },
): Promise<Reply<'bookingToken'>> {
  return guestCall('bookingToken', input, contextToken);
}

export function personDetails(token: string, input: InputOf<CheckinContracts['personDetails']>): Promise<Reply<'personDetails'>> {
  return guestCall('personDetails', input, token);
}

export function createPerson(
  token: string,
  criarUsu: InputOf<CheckinContracts['createPerson']>['criarUsu'],
): Promise<Reply<'createPerson'>> {
  return guestCall('createPerson', { criarUsu }, token);
}

export function changePerson(
  token: string,
  alterarPessoa: InputOf<CheckinContracts['changePerson']>['alterarPessoa'],
): Promise<Reply<'changePerson'>> {
  return guestCall('changePerson', { alterarPessoa }, token);
}

export function finishCheckin(token: string, input: InputOf<CheckinContracts['finishWebCheckin']>): Promise<Reply<'finishWebCheckin'>> {
  return guestCall('finishWebCheckin', input, token);
}

export function termsText(token: string): Promise<Reply<'termsText'>> {
  return guestCall('termsText', {}, token);
}

export function removeImage(token: string, chave: string): Promise<Reply<'removeImage'>> {
  return guestCall('removeImage', { chave }, token);
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

/**
 * POST /faceUploader: the face photo; indexed for the kiosk's facial search only when the guest consented to it
 * (tryToIndexFaces=S; docs/decisions/0068-facial-booking-search.md).
 */
export async function uploadFace(
  token: string,
  opts: { CODPESRES: number; image: Blob; index?: boolean },
): Promise<UploadReply & { indexed: boolean }> {
  const q = new URLSearchParams({ tryToIndexFaces: opts.index ? 'S' : 'N', CODPESRES: String(opts.CODPESRES) });
  const reply = await postImage(`/faceUploader?${q}`, token, opts.image, 'rosto.jpg');
  return { key: String(reply.facialToken), url: null, indexed: reply.indexarFace === 'S' };
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

export function checkoutDetails(token: string): Promise<Reply<'checkoutDetails'>> {
  return guestCall('checkoutDetails', {}, token);
}

export function confirmCheckout(token: string, comentarios: string): Promise<Reply<'confirmCheckout'>> {
  return guestCall('confirmCheckout', { comentarios: comentarios.trim() || null }, token);
}
