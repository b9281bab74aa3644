import { expandRole, type RoleId } from '@gm/contracts/roles';
import { createUser } from '../factories';
import type { DemoContext } from './context';

/**
 * The demo properties' staff in several roles (issue 12, users and roles): what /config/managerusers lists in each
 * property, with sign-ins spread over the last weeks, an invitation not yet accepted and a deactivated account in
 * Hotel Demo, and a network marketing user of two properties. Password: the demo's (the admin's hash).
 */
interface StaffMember {
  email: string;
  name: string;
  /** Each property the member works in, with the role held there. */
  roles: { at: 'hotel' | 'hospital' | 'pousada'; role: RoleId }[];
  state?: 'invited' | 'deactivated';
}

export const DEMO_STAFF: readonly StaffMember[] = [
  { email: 'reservas.hotel@demo.test', name: 'Renata Reservas', roles: [{ at: 'hotel', role: 'reservationsManager' }] },
  { email: 'faturamento.hotel@demo.test', name: 'Fernando Faturamento', roles: [{ at: 'hotel', role: 'billing' }] },
  { email: 'marketing.hotel@demo.test', name: 'Marina Marketing', roles: [{ at: 'hotel', role: 'marketing' }] },
  { email: 'paineis.hotel@demo.test', name: 'Paulo Painéis', roles: [{ at: 'hotel', role: 'dashboards' }] },
  { email: 'gerente.hotel@demo.test', name: 'Gustavo Gerente', roles: [{ at: 'hotel', role: 'hotelAdmin' }] },
  { email: 'convidada.hotel@demo.test', name: 'Clara Convidada', roles: [{ at: 'hotel', role: 'frontDesk' }], state: 'invited' },
  { email: 'antigo.hotel@demo.test', name: 'Otávio Antigo', roles: [{ at: 'hotel', role: 'frontDesk' }], state: 'deactivated' },
  { email: 'recepcao.hospital@demo.test', name: 'Helena Recepção', roles: [{ at: 'hospital', role: 'frontDesk' }] },
  { email: 'atendimentos.hospital@demo.test', name: 'Artur Atendimentos', roles: [{ at: 'hospital', role: 'reservationsManager' }] },
  { email: 'faturamento.hospital@demo.test', name: 'Fátima Faturamento', roles: [{ at: 'hospital', role: 'billing' }] },
  { email: 'marketing.hospital@demo.test', name: 'Mônica Marketing', roles: [{ at: 'hospital', role: 'marketing' }] },
  { email: 'paineis.hospital@demo.test', name: 'Pedro Painéis', roles: [{ at: 'hospital', role: 'dashboards' }] },
  { email: 'recepcao.pousada@demo.test', name: 'Paula Recepção', roles: [{ at: 'pousada', role: 'frontDesk' }] },
  { email: 'reservas.pousada@demo.test', name: 'Rogério Reservas', roles: [{ at: 'pousada', role: 'reservationsManager' }] },
  { email: 'faturamento.pousada@demo.test', name: 'Flávia Faturamento', roles: [{ at: 'pousada', role: 'billing' }] },
  { email: 'paineis.pousada@demo.test', name: 'Patrícia Painéis', roles: [{ at: 'pousada', role: 'dashboards' }] },
  {
    email: 'marketing.rede@demo.test',
    name: 'Márcia Marketing Rede',
    roles: [
      { at: 'hotel', role: 'marketing' },
      { at: 'pousada', role: 'marketing' },
    ],
  },
];

const DAY_MS = 86_400_000;

export async function seedStaff(ctx: DemoContext): Promise<Record<string, number>> {
  const { tx, ids, rng, now } = ctx;
  const { rows } = await tx.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [ids.admin]);
  const passwordHash = rows[0]!.password_hash;
  const counts: Record<string, number> = { users: 0, invited: 0, deactivated: 0 };
  for (const m of DEMO_STAFF) {
    const hotels = m.roles.map((r) => ids[r.at]);
    const id = await createUser(tx, {
      email: m.email,
      name: m.name,
      ...(m.state === 'invited' ? { password: null, active: false } : { passwordHash }),
      institutions: hotels,
      permissions: m.roles.flatMap((r) => expandRole(r.role, ids[r.at])),
    });
    // Sign-ins over the last three weeks, at working hours' pace; none for an invitation.
    const lastSignIn = m.state === 'invited' ? null : new Date(now.getTime() - rng.int(1, 21 * 24) * (DAY_MS / 24));
    await tx.query(
      `UPDATE users SET last_sign_in_at = $2, invited_by = $3, created_at = $4,
              active = active AND $5::text IS NULL, deactivated_at = CASE WHEN $5 = 'deactivated' THEN $6::timestamptz END
        WHERE id = $1`,
      [id, lastSignIn, ids.admin, new Date(now.getTime() - rng.int(30, 400) * DAY_MS), m.state ?? null, lastSignIn],
    );
    counts.users = (counts.users ?? 0) + 1;
    if (m.state) counts[m.state] = (counts[m.state] ?? 0) + 1;
  }
  // The demo's own accounts signed in lately too.
  await tx.query(`UPDATE users SET last_sign_in_at = $2 WHERE id = ANY($1) AND last_sign_in_at IS NULL`, [
    [ids.admin, ids.reception],
    new Date(now.getTime() - 3_600_000),
  ]);
  return counts;
}
