import type { Db } from '../../db/pool';
import { createStarterTemplate } from '../../modules/campaigns/public';
import { settingsOf } from '../../modules/institutions/public';
import type { DemoContext } from './context';
import type { Rng } from './random';
import { insertRows } from './write';

/**
 * CRM campaigns of the demo properties (issue 15): templates made from the bundled starters, two saved segments,
 * and campaigns over the last 18 months with their delivery history, one row per recipient exactly as the sender
 * leaves them. A campaign reaches the guests of its segment whose e-mail consent stood granted when it went out
 * (the consent history the profiles generator wrote). Of what is sent, about 1.2 % bounces hard (the address is
 * suppressed from then on), 0.5 % soft; 35-45 % of the delivered are opened (one to four views), and 15-25 % of the
 * opened are clicked. A guest who withdrew consent through the unsubscribe link did it from the last campaign
 * e-mail received before. A scheduled pre-arrival campaign, a monthly recurring one, a paused and a draft campaign
 * complete the list. The first year's monthly newsletter and the later ones give the CRM dashboards campaign results
 * in each of the 18 months.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Kind = 'hotel' | 'hospital';
type Segment = 'optIn' | 'returning';

interface Plan {
  name: Record<Kind, string>;
  template: 'review' | 'referral' | 'birthday' | 'preArrival';
  segment: Segment;
  /** Days before now of each run (empty: not sent yet). */
  runsDaysAgo: number[];
  status: 'finished' | 'scheduled' | 'paused' | 'draft';
  recurrence?: 'monthly';
  /** For a scheduled one: days from now of the next run. */
  nextInDays?: number;
}

const TEMPLATE_TYPES = { review: 1, referral: 2, birthday: 3, preArrival: 4 } as const;
const TEMPLATE_NAMES: Record<keyof typeof TEMPLATE_TYPES, Record<Kind, string>> = {
  review: { hotel: 'Avalie sua estadia', hospital: 'Avalie seu atendimento' },
  referral: { hotel: 'Indique um amigo (15% de desconto)', hospital: 'Indique nosso hospital' },
  birthday: { hotel: 'Feliz aniversário', hospital: 'Feliz aniversário' },
  preArrival: { hotel: 'Check-in online antes da chegada', hospital: 'Check-in online antes do atendimento' },
};

const PLANS: Plan[] = [
  // The first year's monthly newsletter to every opted-in guest (the tagpanel dashboards' 18 months, decision 0075),
  // finished when the one for returning guests took over.
  {
    name: { hotel: 'Newsletter mensal: primeiro ano', hospital: 'Boletim mensal: primeiro ano' },
    template: 'referral',
    segment: 'optIn',
    runsDaysAgo: [535, 505, 475, 445, 415, 385, 355],
    status: 'finished',
    recurrence: 'monthly',
  },
  {
    name: { hotel: 'Indique um amigo: férias de verão', hospital: 'Indique nosso hospital' },
    template: 'referral',
    segment: 'optIn',
    runsDaysAgo: [470],
    status: 'finished',
  },
  {
    name: { hotel: 'Avalie sua estadia: primeiro semestre', hospital: 'Avalie seu atendimento: primeiro semestre' },
    template: 'review',
    segment: 'optIn',
    runsDaysAgo: [330],
    status: 'finished',
  },
  {
    name: { hotel: 'Indique um amigo: férias de julho', hospital: 'Check-up anual: indique um familiar' },
    template: 'referral',
    segment: 'returning',
    runsDaysAgo: [150],
    status: 'finished',
  },
  {
    name: { hotel: 'Avalie sua estadia: segundo semestre', hospital: 'Avalie seu atendimento: segundo semestre' },
    template: 'review',
    segment: 'optIn',
    runsDaysAgo: [45],
    status: 'finished',
  },
  {
    name: { hotel: 'Novidades do mês para quem voltou', hospital: 'Novidades do mês para pacientes recorrentes' },
    template: 'referral',
    segment: 'returning',
    runsDaysAgo: [300, 270, 240, 210, 180, 150, 120, 90, 60, 30],
    status: 'scheduled',
    recurrence: 'monthly',
    nextInDays: 1,
  },
  // Sent three days ago: the CRM dashboard's default period (the last five days) opens on a campaign's results.
  {
    name: { hotel: 'Avalie sua estadia: novembro', hospital: 'Avalie seu atendimento: novembro' },
    template: 'review',
    segment: 'optIn',
    runsDaysAgo: [3],
    status: 'finished',
  },
  {
    name: { hotel: 'Check-in online: fim de ano', hospital: 'Check-in online: fim de ano' },
    template: 'preArrival',
    segment: 'optIn',
    runsDaysAgo: [],
    status: 'scheduled',
    nextInDays: 5,
  },
  {
    name: { hotel: 'Indique um amigo: reengajamento', hospital: 'Indique nosso hospital: reengajamento' },
    template: 'referral',
    segment: 'optIn',
    runsDaysAgo: [],
    status: 'paused',
    nextInDays: 3,
  },
  {
    name: { hotel: 'Promoção de inverno (rascunho)', hospital: 'Campanha de vacinação (rascunho)' },
    template: 'birthday',
    segment: 'optIn',
    runsDaysAgo: [],
    status: 'draft',
  },
];

const SEGMENTS: Record<Segment, { name: Record<Kind, string>; filter: object }> = {
  optIn: {
    name: { hotel: 'Hóspedes com opt-in de e-mail', hospital: 'Pacientes com opt-in de e-mail' },
    filter: { combinator: 'and', rules: [{ field: 'consentEmail', op: 'is', value: true }] },
  },
  returning: {
    name: { hotel: 'Hóspedes que voltaram', hospital: 'Pacientes recorrentes' },
    filter: {
      combinator: 'and',
      rules: [
        { field: 'consentEmail', op: 'is', value: true },
        { field: 'stays', op: 'gte', value: 2 },
      ],
    },
  },
};

const HARD = [
  '550 5.1.1 The email account that you tried to reach does not exist.',
  '550 5.1.1 <{to}>: Recipient address rejected: User unknown in virtual mailbox table',
  '550 5.4.1 Recipient address rejected: Access denied.',
];
const SOFT = ['452 4.2.2 The email account that you tried to reach is over quota.', '421 4.7.0 Try again later, closing connection.'];

const EMAIL_COLUMNS = [
  ['institution_id', 'integer'],
  ['campaign_id', 'bigint'],
  ['run_no', 'integer'],
  ['profile_id', 'bigint'],
  ['destination', 'text'],
  ['status', 'text'],
  ['status_message', 'text'],
  ['message_id', 'text'],
  ['attempts', 'smallint'],
  ['created_at', 'timestamptz'],
  ['delivered_at', 'timestamptz'],
  ['first_viewed_at', 'timestamptz'],
  ['last_viewed_at', 'timestamptz'],
  ['views', 'integer'],
  ['visited_at', 'timestamptz'],
  ['clicks', 'integer'],
  ['failed_at', 'timestamptz'],
  ['bounce_kind', 'text'],
] as const;

export async function seedCampaigns(ctx: DemoContext): Promise<Record<string, number>> {
  const { tx, rng } = ctx;
  const counts: Record<string, number> = {};
  for (const [institutionId, kind] of [
    [ctx.ids.hotel, 'hotel'],
    [ctx.ids.hospital, 'hospital'],
  ] as const) {
    const hotel = await settingsOf(tx as unknown as Db, institutionId);
    const templates = {} as Record<keyof typeof TEMPLATE_TYPES, number>;
    for (const t of Object.keys(TEMPLATE_TYPES) as (keyof typeof TEMPLATE_TYPES)[])
      templates[t] = (await createStarterTemplate(tx, institutionId, ctx.ids.admin, TEMPLATE_TYPES[t], TEMPLATE_NAMES[t][kind], hotel)).id;
    const segments = {} as Record<Segment, number>;
    for (const s of Object.keys(SEGMENTS) as Segment[]) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO crm_segments (institution_id, name, filter, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
        [institutionId, SEGMENTS[s].name[kind], JSON.stringify(SEGMENTS[s].filter), ctx.ids.admin, new Date(ctx.now.getTime() - 500 * DAY)],
      );
      segments[s] = Number(rows[0]!.id);
    }
    let emails = 0;
    const suppressed = new Map<string, string>();
    for (const plan of PLANS) {
      const firstRun = plan.runsDaysAgo[0];
      const createdAt = new Date(ctx.now.getTime() - ((firstRun ?? 20) + rng.int(2, 6)) * DAY - rng.int(0, 8) * HOUR);
      const nextRunAt = plan.nextInDays === undefined ? null : nextMorning(ctx.now, plan.nextInDays);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO campaigns (institution_id, name, segment_id, template_id, sender_name, schedule_kind, starts_at,
                                recurrence, status, next_run_at, runs, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, '', $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
        [
          institutionId,
          plan.name[kind],
          segments[plan.segment],
          templates[plan.template],
          plan.recurrence ? 'recurring' : plan.runsDaysAgo.length > 0 ? 'now' : 'at',
          plan.recurrence
            ? runAt(ctx.now, plan.runsDaysAgo[0]!)
            : plan.runsDaysAgo.length > 0
              ? null
              : (nextRunAt ?? new Date(ctx.now.getTime() + 10 * DAY)),
          plan.recurrence ?? null,
          plan.status,
          plan.status === 'scheduled' || plan.status === 'paused' ? nextRunAt : null,
          plan.runsDaysAgo.length,
          ctx.ids.admin,
          createdAt,
        ],
      );
      const campaignId = Number(rows[0]!.id);
      let audience = 0;
      for (const [i, daysAgo] of plan.runsDaysAgo.entries()) {
        const sentAt = runAt(ctx.now, daysAgo);
        const recipients = await recipientsAt(ctx, institutionId, plan.segment, sentAt);
        audience = recipients.length;
        const out: unknown[][] = [];
        for (const r of recipients) {
          if (suppressed.has(r.email)) continue;
          const queued = new Date(sentAt.getTime() + rng.int(0, 600) * 1000);
          out.push(emailRow(rng, ctx.now, institutionId, campaignId, i + 1, r, queued, ++emails, suppressed));
        }
        await insertRows(tx, 'campaign_emails', EMAIL_COLUMNS, out);
      }
      if (plan.runsDaysAgo.length === 0) audience = (await recipientsAt(ctx, institutionId, plan.segment, ctx.now)).length;
      await tx.query('UPDATE campaigns SET estimated_audience = $2 WHERE id = $1', [campaignId, audience]);
    }
    await insertRows(
      tx,
      'email_suppressions',
      [
        ['institution_id', 'integer'],
        ['address', 'text'],
        ['reason', 'text'],
        ['detail', 'text'],
        ['at', 'timestamptz'],
      ],
      [...suppressed].map(([address, at]) => [institutionId, address, 'hard_bounce', 'Demo: hard bounce of a campaign e-mail', at]),
    );
    // Who withdrew through the unsubscribe link did it from the last campaign e-mail received in the 60 days before.
    await tx.query(
      `UPDATE campaign_emails e SET unsubscribed_at = w.at
         FROM (SELECT DISTINCT ON (c.id) c.at, e2.id AS email_id
                 FROM guest_profile_consents c
                 JOIN campaign_emails e2 ON e2.profile_id = c.profile_id AND e2.status = 'delivered'
                  AND e2.delivered_at < c.at AND e2.delivered_at > c.at - interval '60 days'
                WHERE c.institution_id = $1 AND c.channel = 'email' AND NOT c.granted AND c.source = 'unsubscribe'
                ORDER BY c.id, e2.delivered_at DESC) w
        WHERE e.id = w.email_id`,
      [institutionId],
    );
    counts[`${kind}Campaigns`] = PLANS.length;
    counts[`${kind}CampaignEmails`] = emails;
    counts[`${kind}Suppressions`] = suppressed.size;
  }
  await tx.query('ANALYZE campaign_emails');
  return counts;
}

/** 10:00 UTC (07:00 in Brazil) of the day `daysAgo` before now. */
function runAt(now: Date, daysAgo: number): Date {
  const d = new Date(now.getTime() - daysAgo * DAY);
  d.setUTCHours(10, 0, 0, 0);
  return d;
}

function nextMorning(now: Date, inDays: number): Date {
  const d = new Date(now.getTime() + inDays * DAY);
  d.setUTCHours(10, 0, 0, 0);
  return d;
}

interface Recipient {
  profileId: string;
  email: string;
}

/** The segment's guests whose e-mail consent stood granted at `at` (their newest consent row before it). */
async function recipientsAt(ctx: DemoContext, institutionId: number, segment: Segment, at: Date): Promise<Recipient[]> {
  const { rows } = await ctx.tx.query<{ id: string; email: string }>(
    `SELECT p.id, p.emails[1] AS email
       FROM guest_profiles p
       JOIN LATERAL (SELECT c.granted FROM guest_profile_consents c
                      WHERE c.profile_id = p.id AND c.channel = 'email' AND c.at <= $2
                      ORDER BY c.at DESC, c.id DESC LIMIT 1) c ON c.granted
      WHERE p.institution_id = $1 AND cardinality(p.emails) > 0 AND ($3 OR p.stays >= 2)
      ORDER BY p.id`,
    [institutionId, at, segment === 'optIn'],
  );
  return rows.map((r) => ({ profileId: r.id, email: r.email }));
}

function emailRow(
  rng: Rng,
  now: Date,
  institutionId: number,
  campaignId: number,
  runNo: number,
  r: Recipient,
  queued: Date,
  n: number,
  suppressed: Map<string, string>,
): unknown[] {
  const sent = new Date(queued.getTime() + rng.int(1, 90) * 1000);
  const messageId = `<demo.${campaignId}.${runNo}.${n}@mail.demo.invalid>`;
  const base = [institutionId, campaignId, runNo, r.profileId, r.email];
  const bounce = rng.next();
  if (bounce < 0.012) {
    const failed = new Date(sent.getTime() + rng.int(5, 300) * 1000);
    suppressed.set(r.email, failed.toISOString());
    const msg = rng.pick(HARD).replace('{to}', r.email);
    return [...base, 'failed', msg, messageId, 1, queued, null, null, null, 0, null, 0, failed, 'hard'];
  }
  if (bounce < 0.017) {
    const failed = new Date(sent.getTime() + rng.int(60, 3600) * 1000);
    return [...base, 'failed', rng.pick(SOFT), messageId, 3, queued, null, null, null, 0, null, 0, failed, 'soft'];
  }
  let firstView: Date | null = null;
  let lastView: Date | null = null;
  let views = 0;
  let visited: Date | null = null;
  let clicks = 0;
  if (rng.chance(rng.next() < 0.5 ? 0.35 : 0.45)) {
    firstView = new Date(sent.getTime() + rng.int(2, 72 * 60) * 60_000);
    views = 1 + (rng.chance(0.4) ? rng.int(1, 3) : 0);
    lastView = views > 1 ? new Date(firstView.getTime() + rng.int(1, 10 * 24 * 60) * 60_000) : firstView;
    if (rng.chance(0.2)) {
      visited = new Date(firstView.getTime() + rng.int(5, 600) * 1000);
      clicks = 1 + (rng.chance(0.25) ? 1 : 0);
    }
  }
  const capped = (d: Date | null) => (d && d.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : d);
  return [
    ...base,
    'delivered',
    '250 2.0.0 OK',
    messageId,
    1,
    queued,
    sent,
    capped(firstView),
    capped(lastView),
    views,
    capped(visited),
    clicks,
    null,
    null,
  ];
}
