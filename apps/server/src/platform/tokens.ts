import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Signed tokens (HS256). 'access' is a signed-in user's short-lived token naming its session;
 * 'context' is a guest's hotel context from a hotel link; 'booking' scopes a guest to one booking; 'survey' is the
 * post-stay survey link of one guest of a booking (it opens that guest's questionnaires and nothing else).
 */
export type TokenType = 'access' | 'context' | 'booking' | 'survey';

export interface TokenClaims {
  typ: TokenType;
  sub?: string; // user id (access) or person id (booking)
  sid?: string; // session id (access)
  ins?: number; // institution code
  res?: number; // booking code (booking tokens)
}

const ISSUER = 'guest-platform';

export async function signToken(secret: Uint8Array, claims: TokenClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

// Verified tokens by their exact text, until they expire: a signature is checked once, not per request.
const verified = new Map<string, { claims: TokenClaims; exp: number }>();
const VERIFIED_MAX = 20_000;

export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  const hit = verified.get(token);
  const now = Date.now() / 1000;
  if (hit && hit.exp > now) return hit.claims;
  const claims = await verifyTokenUncached(secret, token);
  if (claims) {
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { claims, exp: (claims as { exp?: number }).exp ?? now + 60 });
  }
  return claims;
}

async function verifyTokenUncached(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.typ !== 'string') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}

/** A random opaque secret (session cookies, mailed link tokens) and its stored hash. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
