import { recogniseAllUnlinked, recomputeProfiles } from '../../modules/profiles/public';
import type { DemoContext } from './context';
import { insertRows } from './write';

/**
 * CRM profiles of the demo properties (issue 15): the stays' persons recognised exactly as the product does (the
 * profiles module's own recognition, so the demo shows what real bookings would leave), then a consent history:
 * about half the guests with an e-mail opted in to marketing e-mail at their first stay (at the web check-in,
 * the reception or a form), a fifth of those opted out later (through the unsubscribe link or at the reception),
 * and a quarter of the guests with a phone opted in to WhatsApp. The others were never asked: not opted in.
 */
const DAY = 86_400_000;

export async function seedProfiles(ctx: DemoContext): Promise<Record<string, number>> {
  const { tx, rng } = ctx;
  const counts: Record<string, number> = {};
  for (const [institutionId, kind] of [
    [ctx.ids.hotel, 'hotel'],
    [ctx.ids.hospital, 'hospital'],
  ] as const) {
    const { rows: tz } = await tx.query<{ time_zone: string }>('SELECT time_zone FROM institutions WHERE id = $1', [institutionId]);
    const today = ctx.todayIn(tz[0]!.time_zone);
    await recogniseAllUnlinked(tx, institutionId);
    await recomputeProfiles(tx, institutionId, today, null);
    const { rows: profiles } = await tx.query<{
      id: string;
      has_email: boolean;
      has_phone: boolean;
      first: string | null;
      last: string | null;
    }>(
      `SELECT id, cardinality(emails) > 0 AS has_email, cardinality(phones) > 0 AS has_phone,
              to_char(first_stay, 'YYYY-MM-DD') AS first, to_char(last_stay, 'YYYY-MM-DD') AS last
         FROM guest_profiles WHERE institution_id = $1 ORDER BY id`,
      [institutionId],
    );
    const consents: unknown[][] = [];
    // Noon of the day, never after the demo's now (a consent of today is given before the seed runs).
    const at = (day: string | null, plusDays = 0) =>
      new Date(Math.min(Date.parse(`${day ?? today}T12:00:00Z`) + plusDays * DAY, ctx.now.getTime() - 60_000)).toISOString();
    for (const p of profiles) {
      if (p.has_email && rng.chance(0.5)) {
        const source = rng.chance(0.6) ? 'webcheckin' : rng.chance(0.5) ? 'reception' : 'form';
        consents.push([institutionId, p.id, 'email', true, source, at(p.first)]);
        if (p.first && rng.chance(0.2)) {
          const later = Math.min(rng.int(10, 200), Math.max(1, Math.floor((Date.parse(today) - Date.parse(p.first ?? today)) / DAY)));
          consents.push([institutionId, p.id, 'email', false, rng.chance(0.7) ? 'unsubscribe' : 'reception', at(p.first, later)]);
        }
      }
      if (p.has_phone && rng.chance(0.25)) consents.push([institutionId, p.id, 'whatsapp', true, 'webcheckin', at(p.first)]);
    }
    await insertRows(
      tx,
      'guest_profile_consents',
      [
        ['institution_id', 'integer'],
        ['profile_id', 'bigint'],
        ['channel', 'text'],
        ['granted', 'boolean'],
        ['source', 'text'],
        ['at', 'timestamptz'],
      ],
      consents,
    );
    counts[`${kind}Profiles`] = profiles.length;
    counts[`${kind}Consents`] = consents.length;
  }
  return counts;
}
