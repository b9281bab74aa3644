import type { GuestEmail, Suppression } from '@gm/contracts/crm/deliverability-replies';
import type { Queryable } from '../../db/pool';
import type { DomainEventHandler } from '../../platform/domain-events';

/**
 * Reads of what became of the CRM's mail (decisions 0060 and 0061): one guest's campaign e-mails for the profile's
 * timeline (the web composes them with ExplorePerson: profiles sits below campaigns and never reads its tables),
 * and the hotel's suppression list with its manual re-allow.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The newest 200 campaign e-mails a profile of the hotel received, with their campaign's name. */
export async function guestEmails(db: Queryable, institutionId: number, profileId: number): Promise<GuestEmail[]> {
  const { rows } = await db.query<{
    id: string;
    campaign_id: string;
    name: string;
    destination: string;
    status: GuestEmail['status'];
    status_message: string;
    created_at: Date;
    delivered_at: Date | null;
    first_viewed_at: Date | null;
    last_viewed_at: Date | null;
    views: number;
    visited_at: Date | null;
    clicks: number;
    failed_at: Date | null;
    bounce_kind: 'hard' | 'soft' | null;
  }>(
    `SELECT e.id, e.campaign_id, c.name, e.destination, e.status, e.status_message, e.created_at, e.delivered_at, e.first_viewed_at,
            e.last_viewed_at, e.views, e.visited_at, e.clicks, e.failed_at, e.bounce_kind
       FROM campaign_emails e JOIN campaigns c ON c.id = e.campaign_id
      WHERE e.institution_id = $1 AND e.profile_id = $2 AND e.status <> 'skipped'
      ORDER BY e.created_at DESC, e.id DESC LIMIT 200`,
    [institutionId, profileId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    campaignId: Number(r.campaign_id),
    campaignName: r.name,
    destination: r.destination,
    status: r.status,
    statusMessage: r.status_message,
    createdAt: r.created_at.toISOString(),
    deliveredAt: iso(r.delivered_at),
    firstViewedAt: iso(r.first_viewed_at),
    lastViewedAt: iso(r.last_viewed_at),
    views: r.views,
    visitedAt: iso(r.visited_at),
    clicks: r.clicks,
    failedAt: iso(r.failed_at),
    bounceKind: r.bounce_kind,
  }));
}

/** Moves a removed profile's e-mails to the profile it was merged into (profiles' 'profile.merged' event). */
export async function moveProfileEmails(tx: Queryable, institutionId: number, from: number, into: number): Promise<void> {
  await tx.query(
    `UPDATE campaign_emails e SET profile_id = $3 WHERE e.institution_id = $1 AND e.profile_id = $2
        AND NOT EXISTS (SELECT 1 FROM campaign_emails o WHERE o.campaign_id = e.campaign_id AND o.run_no = e.run_no AND o.step = e.step
                          AND o.profile_id = $3)`,
    [institutionId, from, into],
  );
}

export async function listSuppressions(
  db: Queryable,
  institutionId: number,
  f: { search?: string | undefined; reason?: Suppression['reason'] | undefined; offset: number; limit: number },
): Promise<{ metadata: { totalCount: number }; data: Suppression[] }> {
  const { rows } = await db.query<{ address: string; reason: Suppression['reason']; detail: string; at: Date; total: string }>(
    `SELECT address, reason, detail, at, count(*) OVER () AS total FROM email_suppressions
      WHERE institution_id = $1 AND ($2::text IS NULL OR address LIKE '%' || lower($2) || '%') AND ($3::text IS NULL OR reason = $3)
      ORDER BY at DESC, address OFFSET $4 LIMIT $5`,
    [institutionId, f.search || null, f.reason ?? null, f.offset, f.limit],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && f.offset > 0) {
    const c = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM email_suppressions WHERE institution_id = $1 AND ($2::text IS NULL OR address LIKE '%' || lower($2) || '%')
          AND ($3::text IS NULL OR reason = $3)`,
      [institutionId, f.search || null, f.reason ?? null],
    );
    total = Number(c.rows[0]!.n);
  }
  return {
    metadata: { totalCount: total },
    data: rows.map((r) => ({ address: r.address, reason: r.reason, detail: r.detail, at: r.at.toISOString() })),
  };
}

/** Takes an address off the list; returns what it was (null: it was not there). */
export async function removeSuppression(
  tx: Queryable,
  institutionId: number,
  address: string,
): Promise<{ reason: string; detail: string } | null> {
  const { rows } = await tx.query<{ reason: string; detail: string }>(
    'DELETE FROM email_suppressions WHERE institution_id = $1 AND address = lower($2) RETURNING reason, detail',
    [institutionId, address],
  );
  return rows[0] ?? null;
}

/**
 * Moves a removed profile's flow journeys to the profile it was merged into. A flow keeps one journey per guest
 * (decision 0062): where the kept profile already has one in the same flow, that one goes on and the removed
 * profile's ends with it (the foreign key's cascade), so the guest is never sent a flow's steps twice.
 */
export async function moveProfileEnrollments(tx: Queryable, institutionId: number, from: number, into: number): Promise<void> {
  await tx.query(
    `UPDATE campaign_flow_enrollments e SET profile_id = $3, updated_at = now() WHERE e.institution_id = $1 AND e.profile_id = $2
        AND NOT EXISTS (SELECT 1 FROM campaign_flow_enrollments o WHERE o.campaign_id = e.campaign_id AND o.profile_id = $3)`,
    [institutionId, from, into],
  );
}

/** profiles' 'profile.merged' (details { from, into }), in the merge's transaction, before the removed profile goes. */
export const campaignReactions: Record<string, DomainEventHandler> = {
  'profile.merged': async (tx, e) => {
    const from = Number(e.details?.from);
    const into = Number(e.details?.into);
    if (from > 0 && into > 0) {
      await moveProfileEmails(tx, e.institutionId, from, into);
      await moveProfileEnrollments(tx, e.institutionId, from, into);
    }
  },
};
