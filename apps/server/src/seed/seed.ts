import { type Db, withTransaction } from '../db/pool';
import { hashPassword } from '../modules/auth/public';
import { allPermissionsFor, createInstitution, createNetworkLink, createUser, receptionPermissionsFor } from './factories';

export const DEMO_PASSWORD = 'demo1234';

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

export interface DemoIds {
  hotel: number;
  hospital: number;
  pousada: number;
  admin: number;
  reception: number;
  guest: number;
}

/** Seeds the demo hotels and accounts into an empty database; returns null when data exists. */
export async function seedDemoIfEmpty(db: Db): Promise<DemoIds | null> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM institutions');
  if (rows[0]!.n > 0) return null;
  return seedDemo(db);
}

export async function seedDemo(db: Db): Promise<DemoIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withTransaction(db, async (tx) => {
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
      flags: { ISHOSPITAL: 'S', HASMAPARESERVAS: 'N', TSYCFGHASPAYMENT: 'N', QTDMAXPARCELASPGTO: 1 },
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
      email: 'hospede@demo.test',
      name: 'Hóspede Demo',
      passwordHash,
      institutions: [hotel],
      permissions: ['SUJEITO:{idUser}:*'],
    });
    return { hotel, hospital, pousada, admin, reception, guest };
  });
}
