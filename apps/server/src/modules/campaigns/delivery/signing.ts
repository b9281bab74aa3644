import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signatures of a campaign mail's links (decision 0058): HMAC-SHA256 with a key derived from the server's signing
 * secret (JWT_SECRET, shared by every process) for this one purpose, cut to 128 bits, base64url. A row's pixel, its
 * unsubscribe link and each of its redirects carry one; an unsigned or altered link does nothing and never redirects.
 */
export type LinkPurpose = 'open' | 'click' | 'unsubscribe';

const keys = new WeakMap<Uint8Array, Buffer>();

function keyOf(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('campaign-links/v1').digest();
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: Uint8Array, text: string) => createHmac('sha256', keyOf(secret)).update(text).digest().subarray(0, 16);

/** A row's token for a purpose: `<row id base 36>.<hotel id base 36>.<signature>`. */
export function signRow(secret: Uint8Array, purpose: LinkPurpose, emailId: number, institutionId: number): string {
  const body = `${emailId.toString(36)}.${institutionId.toString(36)}`;
  return `${body}.${mac(secret, `${purpose}:${body}`).toString('base64url')}`;
}

/** The row and hotel a token names when its signature holds; null otherwise (any shape, any length). */
export function verifyRow(secret: Uint8Array, purpose: LinkPurpose, token: string): { emailId: number; institutionId: number } | null {
  const m = /^([0-9a-z]{1,12})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const expected = mac(secret, `${purpose}:${m[1]}.${m[2]}`);
  const given = Buffer.from(m[3]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const emailId = Number.parseInt(m[1]!, 36);
  const institutionId = Number.parseInt(m[2]!, 36);
  if (!Number.isSafeInteger(emailId) || !Number.isSafeInteger(institutionId)) return null;
  return { emailId, institutionId };
}

/** The signature of one redirect: the row's token and the exact target URL. */
export function signTarget(secret: Uint8Array, rowToken: string, url: string): string {
  return mac(secret, `click-target:${rowToken}:${url}`).toString('base64url');
}

export function verifyTarget(secret: Uint8Array, rowToken: string, url: string, signature: string): boolean {
  if (!/^[A-Za-z0-9_-]{22}$/.test(signature)) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, `click-target:${rowToken}:${url}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
