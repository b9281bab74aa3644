import type { Locale } from '@gm/domain/locale';
import { seedDemoFlow } from '../../modules/campaigns/public';
import type { DemoContext } from './context';

/**
 * CRM flows of the demo properties (issue 15 "Flows", decision 0062): one running automation each (the pre-arrival
 * invitation and its reminder), with the consenting guests who arrive within 3 days enrolled and their first e-mail
 * queued, so /tagpanel/flows shows a flow with progress from the first start.
 */
export async function seedFlows(ctx: DemoContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [institutionId, kind] of [
    [ctx.ids.hotel, 'hotel'],
    [ctx.ids.hospital, 'hospital'],
  ] as const) {
    const { rows } = await ctx.tx.query<{ time_zone: string; language: string | null }>(
      'SELECT time_zone, language FROM institutions WHERE id = $1',
      [institutionId],
    );
    const language = (['pt', 'en', 'es'].includes(rows[0]!.language ?? '') ? rows[0]!.language : 'pt') as Locale;
    const r = await seedDemoFlow(ctx.tx, institutionId, {
      userId: ctx.ids.admin,
      language,
      hospital: kind === 'hospital',
      today: ctx.todayIn(rows[0]!.time_zone),
    });
    counts[`${kind}Flows`] = r.flows;
    counts[`${kind}Enrolled`] = r.enrolled;
  }
  return counts;
}
