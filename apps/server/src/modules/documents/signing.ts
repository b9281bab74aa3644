import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { ImageKind } from '@gm/contracts/checkin';

/**
 * Signed, expiring URLs for images and accepted terms: the API that lists them checks the caller (staff of the
 * hotel with the permission, or the booking's guest) and signs each path with who it was issued to; the image
 * route checks the signature and the expiry and logs the view under that viewer. <img> tags need no bearer.
 */

const SIGNED_URL_TTL_SECONDS = 15 * 60;

/**
 * Who a link was made for. A staff member's link names their session too (issue 9 §6): it opens only while that
 * session is live and the staff member still works at the image's hotel, so signing out or being removed from the
 * hotel closes it at once (the session cache hears revocations within a second, on every process).
 */
export type Viewer = { kind: 'user'; userId: number; sessionId: string } | { kind: 'guest'; bookingId: number; personId: number | null };

const keys = new WeakMap<Uint8Array, Buffer>();

function signingKey(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', Buffer.from(secret), 'gm-signed-url-v1', 'image-and-term-urls', 32));
    keys.set(secret, key);
  }
  return key;
}

function encodeViewer(v: Viewer): string {
  return v.kind === 'user' ? `u${v.userId}.${v.sessionId}` : `g${v.bookingId}.${v.personId ?? 0}`;
}

function decodeViewer(text: string): Viewer | null {
  const u = /^u(\d{1,15})\.([0-9a-f-]{36})$/.exec(text);
  if (u) return { kind: 'user', userId: Number(u[1]), sessionId: u[2]! };
  const g = /^g(\d{1,15})\.(\d{1,15})$/.exec(text);
  if (g) return { kind: 'guest', bookingId: Number(g[1]), personId: Number(g[2]) || null };
  return null;
}

function mac(secret: Uint8Array, path: string, exp: number, viewer: string): string {
  return createHmac('sha256', signingKey(secret)).update(`${path}\n${exp}\n${viewer}`).digest('base64url');
}

export const imagePath = (kind: ImageKind, key: string) => `/image/${kind}/${key}.jpg`;
export const termPath = (id: number) => `/ViewTermoJuridico/${id}`;

export function signPath(secret: Uint8Array, path: string, viewer: Viewer, nowMs = Date.now(), ttl = SIGNED_URL_TTL_SECONDS): string {
  const exp = Math.floor(nowMs / 1000) + ttl;
  const v = encodeViewer(viewer);
  return `${path}?e=${exp}&v=${v}&s=${mac(secret, path, exp, v)}`;
}

export type Verification = { ok: true; viewer: Viewer } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyPath(secret: Uint8Array, path: string, q: Record<string, unknown>, nowMs = Date.now()): Verification {
  const e = typeof q.e === 'string' ? q.e : '';
  const v = typeof q.v === 'string' ? q.v : '';
  const s = typeof q.s === 'string' ? q.s : '';
  const viewer = decodeViewer(v);
  if (!/^\d{1,12}$/.test(e) || !viewer || !/^[A-Za-z0-9_-]{43}$/.test(s)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, path, Number(e), v));
  if (!timingSafeEqual(expected, Buffer.from(s))) return { ok: false, reason: 'invalid' };
  if (Number(e) * 1000 < nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, viewer };
}
