import type { ReportKioskSessionInput } from '@gm/contracts/kiosk/index';
import type { Db } from '../../db/pool';
import { deviceByToken } from './devices';

/**
 * A guest's session at the kiosk (issue 17's totem dashboards, docs/decisions/0073-totem-door-lock-dashboards.md):
 * the kiosk reports the start tap, each screen, how the booking was found and the end. The row keeps the furthest
 * step (by its place in the guest's wizard), the first search method and the first end: a late report (a second
 * tap on "Concluir", the reload's) never turns a completed session into an abandoned one. The payment step's outcome
 * is the latest reported, except that an approval stands (docs/decisions/0081-payment-outcomes.md).
 */
export async function reportSession(db: Db, input: Omit<ReportKioskSessionInput, 'ordem'> & { ordem: number }) {
  const device = await deviceByToken(db, input.dispositivo);
  await db.query(
    `INSERT INTO kiosk_sessions (institution_id, device_id, session_key, step, step_index, search, outcome, ended_at, payment_outcome)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, 'open'), CASE WHEN $7::text IS NULL THEN NULL ELSE now() END, $8)
     ON CONFLICT (device_id, session_key) DO UPDATE SET
       last_at = now(),
       step = CASE WHEN kiosk_sessions.outcome = 'open' AND EXCLUDED.step_index > kiosk_sessions.step_index
                   THEN EXCLUDED.step ELSE kiosk_sessions.step END,
       step_index = CASE WHEN kiosk_sessions.outcome = 'open' THEN greatest(kiosk_sessions.step_index, EXCLUDED.step_index)
                         ELSE kiosk_sessions.step_index END,
       search = coalesce(kiosk_sessions.search, EXCLUDED.search),
       outcome = CASE WHEN kiosk_sessions.outcome = 'open' THEN EXCLUDED.outcome ELSE kiosk_sessions.outcome END,
       ended_at = coalesce(kiosk_sessions.ended_at, EXCLUDED.ended_at),
       payment_outcome = CASE WHEN kiosk_sessions.payment_outcome = 'approved' THEN 'approved'
                              ELSE coalesce(EXCLUDED.payment_outcome, kiosk_sessions.payment_outcome) END`,
    [
      device.institution_id,
      device.id,
      input.sessao,
      input.etapa,
      input.ordem,
      input.busca ?? null,
      input.fim ?? null,
      input.pagamento ?? null,
    ],
  );
  return { status: 1 as const };
}
