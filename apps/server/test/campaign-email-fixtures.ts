import type { Db } from '../src/db/pool';

let seq = 0;

/**
 * A campaign and its e-mail rows written directly, as the sender leaves them (the bounce and timeline tests do not
 * send): each row delivered, with our Message-ID.
 */
export async function insertCampaignEmails(
  db: Db,
  hotel: number,
  spec: { name?: string; emails: { to: string; profileId?: number | null; opened?: boolean; clicked?: boolean; status?: string }[] },
): Promise<{ campaignId: number; emails: { id: number; messageId: string; to: string }[] }> {
  const n = ++seq;
  const t = await db.query<{ id: string }>(
    `INSERT INTO campaign_templates (institution_id, name, type, subject, design, output_html)
     VALUES ($1, $2, 0, 'Volte a nos visitar', '{"body":{"rows":[]}}', '<p>Olá</p>') RETURNING id`,
    [hotel, `Modelo ${n}`],
  );
  const c = await db.query<{ id: string }>(
    `INSERT INTO campaigns (institution_id, name, template_id, schedule_kind, status, runs)
     VALUES ($1, $2, $3, 'now', 'finished', 1) RETURNING id`,
    [hotel, spec.name ?? `Campanha ${n}`, t.rows[0]!.id],
  );
  const campaignId = Number(c.rows[0]!.id);
  const emails: { id: number; messageId: string; to: string }[] = [];
  for (const [i, e] of spec.emails.entries()) {
    const messageId = `<c${campaignId}.r1.${i}.${Date.now().toString(36)}@guest-platform.local>`;
    const r = await db.query<{ id: string }>(
      `INSERT INTO campaign_emails (institution_id, campaign_id, run_no, step, profile_id, destination, status, message_id, delivered_at,
                                    first_viewed_at, last_viewed_at, views, visited_at, clicks)
       VALUES ($1, $2, 1, $3, $4, lower($5), $6, $7, now() - interval '1 hour',
               CASE WHEN $8 THEN now() - interval '50 minutes' END, CASE WHEN $8 THEN now() - interval '40 minutes' END,
               CASE WHEN $8 THEN 2 ELSE 0 END, CASE WHEN $9 THEN now() - interval '30 minutes' END, CASE WHEN $9 THEN 1 ELSE 0 END)
       RETURNING id`,
      [hotel, campaignId, '', e.profileId ?? null, e.to, e.status ?? 'delivered', messageId, Boolean(e.opened), Boolean(e.clicked)],
    );
    emails.push({ id: Number(r.rows[0]!.id), messageId, to: e.to.toLowerCase() });
  }
  return { campaignId, emails };
}
