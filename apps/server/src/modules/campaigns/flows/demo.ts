import type { FlowDefinition } from '@gm/contracts/crm/flows-definition';
import type { Locale } from '@gm/domain/locale';
import type { Queryable } from '../../../db/pool';
import { renderDesign } from '../render';
import { starterDesign } from '../starters';
import { insertTemplate } from '../templates';
import { advanceBatch, enrolProfiles } from './engine';
import { insertFlowCampaign } from './store';
import { arrivals } from './triggers';

const WORDS = {
  name: { pt: 'Convite para o check-in online', en: 'Online check-in invitation', es: 'Invitación al check-in en línea' },
  template: {
    pt: 'Convite pré-chegada (automação)',
    en: 'Pre-arrival invitation (automation)',
    es: 'Invitación previa a la llegada (automatización)',
  },
} as const;

/**
 * The living demo's automation (one per demo property): 3 days before arrival, the pre-arrival starter; a day later,
 * if nobody checked in online, the same invitation again as a reminder. It runs, so the guests arriving soon who
 * opted in to e-mail are enrolled and their first e-mail is queued, as the tick would have done.
 */
export async function seedDemoFlow(
  tx: Queryable,
  institutionId: number,
  o: { userId: number; language: Locale; hospital: boolean; today: string },
): Promise<{ flows: number; enrolled: number; moved: number }> {
  const starter = starterDesign(4, o.language, o.hospital);
  const { html } = await renderDesign(starter.design, starter.subject, o.language);
  const template = await insertTemplate(tx, institutionId, o.userId, {
    name: WORDS.template[o.language],
    type: 4,
    subject: starter.subject,
    msgFrom: '',
    design: starter.design,
    html,
  });
  const cmp = await insertFlowCampaign(tx, institutionId, o.userId, WORDS.name[o.language]);
  const definition: FlowDefinition = {
    trigger: { type: 'days_before_arrival', days: 3 },
    steps: [
      { key: 's-convite', kind: 'send', templateId: template.id },
      { key: 'w-1dia', kind: 'wait', days: 1, hours: 0 },
      {
        key: 'b-webcheckin',
        kind: 'branch',
        condition: { type: 'webcheckin_done' },
        yes: [],
        no: [{ key: 's-lembrete', kind: 'send', templateId: template.id }],
      },
    ],
  };
  await tx.query(`UPDATE campaign_flows SET trigger_type = $2, definition = $3 WHERE campaign_id = $1`, [
    cmp,
    definition.trigger.type,
    JSON.stringify(definition),
  ]);
  await tx.query(`UPDATE campaigns SET status = 'sending' WHERE id = $1`, [cmp]);
  const until = new Date(Date.parse(`${o.today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const candidates = await arrivals(tx, institutionId, o.today, until, false);
  const enrolled = await enrolProfiles(tx, institutionId, { campaignId: cmp, version: 1, definition }, candidates);
  const moved = await advanceBatch(tx, institutionId);
  return { flows: 1, enrolled, moved };
}
