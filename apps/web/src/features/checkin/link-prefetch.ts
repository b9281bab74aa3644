import type { LinkReply } from '@gm/contracts/institutions/replies';
import { contexto } from '@gm/contracts/institutions/services';
import { call } from '../../lib/api/client';
import { ApiError } from '../../lib/api/http';

/**
 * The hotel link's ContextoService call, started by the guest entry before React and the page's chunks have
 * loaded (on slow 4G it is one round trip less before the first screen); the page takes the answer once. It calls
 * through the contract's ref: the guest's first load carries no zod.
 */
const early = new Map<string, Promise<LinkReply>>();

export async function callContexto(attributes: { h?: string; r?: string }): Promise<LinkReply> {
  const reply = await call(contexto, { parametros: { attributes } }, { auth: 'none' });
  // With a code the answer is a hotel's or a network's; only a context token and no code gets the bare link codes.
  if (!('tipo' in reply)) throw new ApiError('link codes without a link', { http: 200, readable: false });
  return reply;
}

export function prefetchHotelLink(h: string): void {
  if (early.has(h)) return;
  const pending = callContexto({ h });
  // Nobody may take it (the page changed): a failure then is not an unhandled rejection.
  pending.catch(() => undefined);
  early.set(h, pending);
}

/** The answer the server's render of the page brought along (src/guest/boot.ts): no request at all. */
export function seedHotelLink(h: string, reply: LinkReply): void {
  early.set(h, Promise.resolve(reply));
}

/** The prefetched answer for this code, once; later calls ask the server again. */
export function takePrefetchedLink(h: string): Promise<LinkReply> | undefined {
  const pending = early.get(h);
  early.delete(h);
  return pending;
}
