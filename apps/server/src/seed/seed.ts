import type pg from 'pg';
import { type Db, withTransaction } from '../db/pool';
import { hashPassword } from '../modules/auth/public';
import { deleteStoredObjects } from '../modules/documents/public';
import { allPermissionsFor, createInstitution, createNetworkLink, createUser, receptionPermissionsFor } from './factories';
import type { DemoIds } from './living/context';
import { type LivingDemoOptions, type LivingDemoReport, seedLivingDemo } from './living/living-demo';

export const DEMO_PASSWORD = 'demo1234';
const GUEST_EMAIL = 'hospede@demo.test';
const GUEST_NAME = 'Hóspede Demo';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'every permission in Hotel Demo, Hospital Demo and Pousada Parceira' },
  { email: 'recepcao@demo.test', role: 'front-desk operations in Hotel Demo' },
  { email: 'hospede@demo.test', role: 'a guest (SUJEITO permission)' },
] as const;

/** Every setting flag on: the demo hotel shows every feature. */
const HOTEL_DEMO_FLAGS = {
  ISHOSPITAL: 'N',
  HASMAPARESERVAS: 'S',
  HASTAGPANELVDOIS: 'S',
  TSYCFGHASPAYMENT: 'S',
  HASSTEPDOCVACCINE: 'S',
  HASSTEPDOCPET: 'S',
  ISCHECKINSIMPLIFICADO: 'CFG',
  HASLASTSTEPSINGLE: 'S',
  ALLOWPGTODUASETAPAS: 'S',
  QTDMAXPARCELASPGTO: 6,
  HIDEBOOKINGDATEDETAILS: 'N',
  UX_SHOWONLYDIASEMANA: 'S',
  UX_SHOWVLRDIARIACARD: 'S',
  UX_SHOWTIPOUHCARD: 'S',
} as const;

export type { DemoIds } from './living/context';

export interface SeedResult {
  ids: DemoIds;
  /** The living demo's figures, when it ran (SEED_DEMO unset: the first start of `npm start`). */
  living: LivingDemoReport | null;
}

/** Taken while an empty database is seeded: two processes starting on it at once seed it once. */
const SEED_LOCK = 0x67_6d_73_64; // 'gmsd'

/**
 * Seeds the demo hotels and accounts, and with `living` the living demo's history (seed/living/), into an empty
 * database in one transaction; returns null when the database holds any institution (data of its own or an earlier
 * seed), so it never writes beside real data and runs once per data directory.
 */
export async function seedDemoIfEmpty(db: Db, living?: LivingDemoOptions): Promise<SeedResult | null> {
  const stored: string[] = [];
  try {
    return await withTransaction(db, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions');
      if (rows[0]!.n > 0) return null;
      const ids = await seedDemoRows(tx, await hashPassword(DEMO_PASSWORD));
      const report = living
        ? await seedLivingDemo(tx, ids, { email: GUEST_EMAIL, name: GUEST_NAME }, { ...living, storedKeys: stored })
        : null;
      return { ids, living: report };
    });
  } catch (error) {
    if (living) await deleteStoredObjects(living.ports, stored);
    throw error;
  }
}

/** The small demo (hotels, accounts, flags): what every test database starts with. */
export async function seedDemo(db: Db): Promise<DemoIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withTransaction(db, (tx) => seedDemoRows(tx, passwordHash));
}

async function seedDemoRows(tx: pg.PoolClient, passwordHash: string): Promise<DemoIds> {
  const hotel = await createInstitution(tx, {
    name: 'Hotel Demo',
    network: 'Rede Demo',
    contactEmail: 'contato@hoteldemo.test',
    flags: HOTEL_DEMO_FLAGS,
    linkCode: 'hotel-demo',
  });
  const hospital = await createInstitution(tx, {
    name: 'Hospital Demo',
    contactEmail: 'contato@hospitaldemo.test',
    flags: { ISHOSPITAL: 'S', HASMAPARESERVAS: 'N', HASTAGPANELVDOIS: 'S', TSYCFGHASPAYMENT: 'N', QTDMAXPARCELASPGTO: 1 },
    linkCode: 'hospital-demo',
  });
  const pousada = await createInstitution(tx, {
    name: 'Pousada Parceira',
    network: 'Rede Demo',
    theme: 'parceira-verde',
    contactEmail: 'contato@pousada.test',
    // Its bookings come from its PMS (the sandbox PMS unless PMS_URL is set): see modules/bookings/import.ts.
    flags: { ISHOSPITAL: 'N', HASMAPARESERVAS: 'N', TSYCFGHASPAYMENT: 'N', QTDMAXPARCELASPGTO: 3, PMSIMPORTBOOKINGS: 'S' },
    linkCode: 'pousada-parceira',
  });
  await createNetworkLink(tx, 'rede-demo', 'Rede Demo');
  const admin = await createUser(tx, {
    email: 'admin@demo.test',
    name: 'Admin Demo',
    passwordHash,
    institutions: [hotel, hospital, pousada],
    permissions: [hotel, hospital, pousada].flatMap(allPermissionsFor),
  });
  const reception = await createUser(tx, {
    email: 'recepcao@demo.test',
    name: 'Recepção Demo',
    passwordHash,
    institutions: [hotel],
    permissions: receptionPermissionsFor(hotel),
  });
  const guest = await createUser(tx, {
    email: GUEST_EMAIL,
    name: GUEST_NAME,
    passwordHash,
    institutions: [hotel],
    permissions: ['SUJEITO:{idUser}:*'],
  });
  return { hotel, hospital, pousada, admin, reception, guest };
}

/** One line of what the living demo wrote, for the start banner. */
export function livingSummary(r: LivingDemoReport): string {
  const c = r.counts.stays ?? {};
  return `living demo in ${(r.ms / 1000).toFixed(1)} s: ${c['hotel.bookings'] ?? 0} hotel bookings, ${c['hospital.bookings'] ?? 0} hospital atendimentos, ${c.images ?? 0} document images`;
}
