import { withTransaction } from '../../db/pool';
import { addressKey, privateKey } from '../../platform/client-limits';
import type { AppDeps } from '../../platform/deps';
import { rateLimited } from '../../platform/errors';
import { block, blockedFor, clear, hit, type LimitRule } from '../../platform/limits';

/**
 * Sign-in and account-mail limits per account, beside the per-address limit of the 'auth' class
 * (docs/decisions/0019-edge-input-and-sign-in-limits.md has the figures). Kept in PostgreSQL: every process shares
 * them. The account is the e-mail as typed, trimmed and lower-cased, whether or not it exists (no enumeration).
 *
 * - Per account and address: 5 attempts free, then each attempt holds the next one for 1 s, 2 s, 4 s ... up to
 *   15 min. Fast growth, but it only ever holds back that one address.
 * - Per account, from anywhere: 20 attempts free, then 1 s, 2 s ... up to 5 min; softer, and it does not hold back
 *   an address the account signed in from in the last 30 days, nor an address trying the account for the first
 *   time: an attacker hammering the account cannot keep its owner out.
 * - A successful sign-in clears both counters and remembers the address for the account.
 * Attempts are counted before the password is checked, in one transaction per key: parallel attempts cannot
 * all slip through when a hold ends.
 */
interface GrowingRule extends LimitRule {
  firstDelayMs: number;
  maxDelayMs: number;
}

const DAY = 24 * 3_600_000;

const SIGN_IN_LIMITS = {
  address: { scope: 'auth.signin.address', max: 5, windowMs: DAY, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 },
  account: { scope: 'auth.signin.account', max: 20, windowMs: DAY, firstDelayMs: 1_000, maxDelayMs: 5 * 60_000 },
} satisfies Record<string, GrowingRule>;

/** How long an address stays known for an account after a sign-in there. */
const KNOWN_ADDRESS_MS = 30 * DAY;
const KNOWN_SCOPE = 'auth.signin.known';

/** Recovery or activation mails per account: a few per hour, whoever asks (the reply is the same either way). */
const ACCOUNT_MAIL_LIMIT: LimitRule = { scope: 'auth.mail.account', max: 3, windowMs: 3_600_000 };

function delayAfter(rule: GrowingRule, strikes: number): number {
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(strikes, 30));
}

const accountOf = (email: string) => email.trim().toLowerCase();

interface Claim {
  allowed: boolean;
  waitMs: number;
  /** The key's first attempt since it was last cleared. */
  first: boolean;
}

/**
 * Counts an attempt of `key`. Refused while the key is held (unless `exempt`); past the free attempts, an
 * admitted attempt holds the key for the next delay before it is even checked (a success clears it).
 */
async function claim(deps: AppDeps, rule: GrowingRule, key: string, exempt: () => Promise<boolean>): Promise<Claim> {
  return withTransaction(deps.db, async (tx) => {
    const counted = await hit(tx, rule, key); // also locks the key's row until commit
    const waitMs = await blockedFor(tx, rule.scope, key);
    if (waitMs > 0 && !(await exempt())) return { allowed: false, waitMs, first: false };
    if (counted.count > rule.max) await block(tx, rule.scope, key, delayAfter(rule, counted.strikes));
    return { allowed: true, waitMs: 0, first: counted.count === 1 && counted.strikes === 0 };
  });
}

export interface SignInAttempt {
  /** The password was right: clears the counters and remembers the address for the account. */
  succeeded(): Promise<void>;
}

/** Admits one sign-in attempt of `email` from `ip`, or throws the translated 429 with the seconds to wait. */
export async function admitSignIn(deps: AppDeps, email: string, ip: string): Promise<SignInAttempt> {
  const account = accountOf(email);
  const pairKey = privateKey(deps, 'signin', account, addressKey(ip));
  const accountKey = privateKey(deps, 'signin', account);
  const pair = await claim(deps, SIGN_IN_LIMITS.address, pairKey, async () => false);
  if (!pair.allowed) throw rateLimited(pair.waitMs);
  const known = async () => pair.first || (await blockedFor(deps.db, KNOWN_SCOPE, pairKey)) > 0;
  const whole = await claim(deps, SIGN_IN_LIMITS.account, accountKey, known);
  if (!whole.allowed) throw rateLimited(whole.waitMs);
  return {
    async succeeded() {
      await clear(deps.db, SIGN_IN_LIMITS.address.scope, pairKey);
      await clear(deps.db, SIGN_IN_LIMITS.account.scope, accountKey);
      // A hold in the known scope is the memory of the address (the shared table's hold-until is its expiry).
      await block(deps.db, KNOWN_SCOPE, pairKey, KNOWN_ADDRESS_MS);
    },
  };
}

/** Whether another recovery or activation mail may go to `email` now (counted whether or not it exists). */
export async function mayMailAccount(deps: AppDeps, email: string): Promise<boolean> {
  const state = await hit(deps.db, ACCOUNT_MAIL_LIMIT, privateKey(deps, 'mail', accountOf(email)));
  return state.allowed;
}
