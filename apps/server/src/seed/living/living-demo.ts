import { todayIn } from '@gm/domain/dates';
import type pg from 'pg';
import type { Ports } from '../../adapters/ports';
import { seedCampaigns } from './campaigns';
import type { DemoGenerator, DemoIds } from './context';
import { seedFlows } from './flows';
import { seedKioskAndDoors } from './kiosk-doors';
import { seedMessaging } from './messaging';
import { seedPmsLog } from './pms-log';
import { seedProfiles } from './profiles';
import { createRng } from './random';
import { seedReviews } from './reviews';
import { seedStaff } from './staff';
import { seedStays } from './stays';
import { seedSurveys } from './surveys';

/**
 * The living demo (docs/decisions/0033-living-demo.md): on the first start of a fresh data directory, after the demo
 * hotels and accounts, each generator fills its part of Hotel Demo and Hospital Demo from one seeded random stream
 * (its own fork of it), inside the seed's transaction. Later issues add their generator (survey answers, campaigns,
 * kiosk sessions) to DEMO_GENERATORS; each sees the rows the earlier ones wrote.
 */

export type { DemoContext, DemoGenerator } from './context';

export const DEMO_SEED = 'gm-living-demo-v1';

export const DEMO_GENERATORS: readonly DemoGenerator[] = [
  { name: 'stays', run: seedStays },
  { name: 'pms-log', run: seedPmsLog },
  { name: 'staff', run: seedStaff },
  { name: 'surveys', run: seedSurveys },
  { name: 'profiles', run: seedProfiles },
  { name: 'campaigns', run: seedCampaigns },
  { name: 'reviews', run: seedReviews },
  { name: 'flows', run: seedFlows },
  // The kiosks' sessions, payments and door keys (totem and door-lock dashboards, decision 0073).
  { name: 'kiosk-doors', run: seedKioskAndDoors },
  // The messaging assistant's WhatsApp traffic and links (decision 0074).
  { name: 'messaging', run: seedMessaging },
];

export interface LivingDemoOptions {
  ports: Pick<Ports, 'blob' | 'blobKeyring'>;
  captureWindowDays: number;
  now?: Date;
  seed?: string;
  /** Filled with the keys of the stored images: the caller removes them when its transaction does not commit. */
  storedKeys?: string[];
}

export interface LivingDemoReport {
  ms: number;
  counts: Record<string, Record<string, number>>;
}

/** Runs every generator in the caller's transaction (which must remove opts.storedKeys' objects if it does not commit). */
export async function seedLivingDemo(
  tx: pg.PoolClient,
  ids: DemoIds,
  guest: { email: string; name: string },
  opts: LivingDemoOptions,
): Promise<LivingDemoReport> {
  const started = Date.now();
  const now = opts.now ?? new Date();
  const root = createRng(opts.seed ?? DEMO_SEED);
  const storedKeys = opts.storedKeys ?? [];
  const counts: LivingDemoReport['counts'] = {};
  for (const g of DEMO_GENERATORS) {
    const began = Date.now();
    counts[g.name] = await g.run({
      tx,
      ids,
      ports: opts.ports,
      rng: root.fork(g.name),
      now,
      todayIn: (tz) => todayIn(tz, now),
      guestEmail: guest.email,
      guestName: guest.name,
      captureWindowDays: opts.captureWindowDays,
      storedKeys,
    });
    counts[g.name]!.ms = Date.now() - began;
  }
  // Fresh statistics of the lists' tables, so the first screens plan on the demo's real sizes (autovacuum does the rest).
  for (const table of [
    'bookings',
    'booking_persons',
    'guests',
    'blobs',
    'invoices',
    'payment_attempts',
    'survey_responses',
    'survey_answers',
    'guest_profiles',
    'guest_profile_links',
  ])
    await tx.query(`ANALYZE ${table}`);
  return { ms: Date.now() - started, counts };
}
