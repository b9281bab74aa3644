import type { unsubscribeView } from '@gm/contracts/crm/unsubscribe';
import type { z } from 'zod';
import { type Db, type Queryable, withTransaction } from '../../../db/pool';
import { AppError } from '../../../platform/errors';
import { settingsOf } from '../../institutions/public';
import { type Channel, currentConsent, profilesWithEmail, recordConsent } from '../../profiles/public';
import { verifyRow } from './signing';

/**
 * The guest's unsubscribe (decision 0058): the signed token names one campaign e-mail row and its hotel; the choices
 * are recorded as consent (profiles' recordConsent, source 'unsubscribe'), which the sender reads at send time, so a
 * stop counts from the next batch. Stopping e-mail opts out every profile of the hotel holding that address.
 */
type View = z.input<typeof unsubscribeView>;
type Channels = Record<Channel, boolean>;

interface Row {
  id: string;
  institution_id: number;
  profile_id: string | null;
  destination: string;
  unsubscribed_at: Date | null;
  phones: string[] | null;
}

const invalid = () => new AppError('campaigns.unsubscribe_link_invalid', { field: 't', httpStatus: 404 });

/** The row a token names, only within the token's hotel; an unsigned, altered or foreign token finds nothing. */
async function rowOf(db: Queryable, secret: Uint8Array, token: string, lock = false): Promise<Row> {
  const signed = verifyRow(secret, 'unsubscribe', token);
  if (!signed) throw invalid();
  const { rows } = await db.query<Row>(
    `SELECT e.id, e.institution_id, e.profile_id, e.destination, e.unsubscribed_at, p.phones
       FROM campaign_emails e LEFT JOIN guest_profiles p ON p.id = e.profile_id
      WHERE e.id = $1 AND e.institution_id = $2${lock ? ' FOR UPDATE OF e' : ''}`,
    [signed.emailId, signed.institutionId],
  );
  if (!rows[0]) throw invalid();
  return rows[0];
}

/** an***@e***.com: enough for the guest to recognise, not enough to learn an address from a forwarded link. */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 2)}***@${host.slice(0, 1)}***${tld}`;
}

async function viewOf(db: Db, q: Queryable, row: Row): Promise<View> {
  const hotel = await settingsOf(db, row.institution_id);
  const channels: Channels = row.profile_id
    ? await currentConsent(q, row.institution_id, Number(row.profile_id))
    : { email: false, whatsapp: false, sms: false };
  return {
    hotel: hotel.name,
    hospital: hotel.hospital,
    address: maskAddress(row.destination),
    channels,
    has: { email: true, whatsapp: (row.phones?.length ?? 0) > 0, sms: (row.phones?.length ?? 0) > 0 },
    unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
  };
}

export async function readUnsubscribe(db: Db, secret: Uint8Array, token: string): Promise<View> {
  return viewOf(db, db, await rowOf(db, secret, token));
}

/**
 * Records the guest's choices: each channel whose state changes gets a consent row (source 'unsubscribe'); stopping
 * e-mail covers every profile of the hotel with that address and marks the row unsubscribed_at. No profile (it was
 * removed): the address is suppressed for marketing instead, so the stop still holds.
 */
export async function finishUnsubscribe(db: Db, secret: Uint8Array, token: string, keep: Channels, note: string): Promise<View> {
  return withTransaction(db, async (tx) => {
    const row = await rowOf(tx, secret, token, true);
    const hotel = row.institution_id;
    const own = row.profile_id ? Number(row.profile_id) : null;
    const sameAddress = await profilesWithEmail(tx, hotel, row.destination);
    const profiles = [...new Set([...(own ? [own] : []), ...sameAddress])];
    for (const profileId of profiles) {
      const now = await currentConsent(tx, hotel, profileId);
      for (const channel of ['email', 'whatsapp', 'sms'] as const) {
        // Other channels are the row's own guest's only; e-mail is the address's.
        if (channel !== 'email' && profileId !== own) continue;
        if (now[channel] === keep[channel]) continue;
        await recordConsent(tx, hotel, profileId, { channel, granted: keep[channel], source: 'unsubscribe', note });
      }
    }
    if (!keep.email) {
      await tx.query(`UPDATE campaign_emails SET unsubscribed_at = COALESCE(unsubscribed_at, now()) WHERE id = $1`, [row.id]);
      if (profiles.length === 0) {
        await tx.query(
          `INSERT INTO email_suppressions (institution_id, address, reason, detail) VALUES ($1, $2, 'manual', 'unsubscribe without a guest profile')
           ON CONFLICT (institution_id, address) DO NOTHING`,
          [hotel, row.destination],
        );
      }
    }
    return viewOf(db, tx, await rowOf(tx, secret, token));
  });
}

/** RFC 8058 one-click: the mail client's POST stops marketing e-mail and nothing else. */
export async function oneClickUnsubscribe(db: Db, secret: Uint8Array, token: string): Promise<void> {
  const current = await readUnsubscribe(db, secret, token);
  await finishUnsubscribe(db, secret, token, { ...current.channels, email: false }, 'one-click');
}
