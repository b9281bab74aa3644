import type { Queryable } from '../../db/pool';
import type { InstitutionSettings } from '../institutions/public';
import { renderDesign } from './render';
import { starterDesign } from './starters';
import { insertTemplate } from './templates';

/**
 * A template made from a bundled starter in the hotel's language and wording, exactly as CreateTemplateService
 * makes a new one without a design (the living demo's templates are made this way).
 */
export async function createStarterTemplate(
  db: Queryable,
  institutionId: number,
  userId: number,
  type: number,
  name: string,
  hotel: InstitutionSettings,
): Promise<{ id: number; subject: string }> {
  const starter = starterDesign(type, hotel.language, hotel.hospital);
  const { html } = await renderDesign(starter.design, starter.subject, hotel.language);
  const msgFrom = hotel.name.replace(/[<>"\r\n]/g, '').slice(0, 80);
  const t = await insertTemplate(db, institutionId, userId, {
    name,
    type,
    subject: starter.subject,
    msgFrom,
    design: starter.design,
    html,
  });
  return { id: t.id, subject: starter.subject };
}
