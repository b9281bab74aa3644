import { type Design, design } from '@gm/contracts/crm/templates-design';
import type { ListTemplatesInput } from '@gm/contracts/crm/templates-inputs';
import type { Template, TemplateSummary } from '@gm/contracts/crm/templates-replies';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';

/** The hotel's e-mail templates (table campaign_templates): every function takes the hotel first. */
interface Row {
  id: string;
  name: string;
  type: number;
  subject: string;
  msg_from: string;
  html_bytes: number;
  created_at: Date;
  updated_at: Date;
  total?: string;
  design?: Design;
  output_html?: string;
}

const SUMMARY = `id, name, type, subject, msg_from, octet_length(output_html) AS html_bytes, created_at, updated_at`;

const toSummary = (r: Row): TemplateSummary => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  subject: r.subject,
  msgFrom: r.msg_from,
  htmlBytes: Number(r.html_bytes),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
// The stored design with the schema's defaults filled (body values of a design imported bare): what the reply declares.
const toTemplate = (r: Row): Template => ({ ...toSummary(r), templateObject: design.parse(r.design), outputHtml: r.output_html! });

export async function listTemplates(db: Queryable, institutionId: number, f: ListTemplatesInput) {
  const { rows } = await db.query<Row>(
    `SELECT ${SUMMARY}, count(*) OVER () AS total FROM campaign_templates
      WHERE institution_id = $1 AND removed_at IS NULL AND ($2::text IS NULL OR name ILIKE '%' || $2 || '%' OR subject ILIKE '%' || $2 || '%')
      ORDER BY updated_at DESC, id DESC OFFSET $3 LIMIT $4`,
    [institutionId, f.search || null, f.offset, f.limit],
  );
  return { metadata: { totalCount: Number(rows[0]?.total ?? 0) }, data: rows.map(toSummary) };
}

export async function findTemplate(db: Queryable, institutionId: number, id: number): Promise<Template> {
  const { rows } = await db.query<Row>(
    `SELECT ${SUMMARY}, design, output_html FROM campaign_templates WHERE institution_id = $1 AND id = $2 AND removed_at IS NULL`,
    [institutionId, id],
  );
  if (!rows[0]) throw new AppError('campaigns.template_not_found', { httpStatus: 404, field: 'id' });
  return toTemplate(rows[0]);
}

export interface TemplateWrite {
  name: string;
  type: number;
  subject: string;
  msgFrom: string;
  design: Design;
  html: string;
}

export async function insertTemplate(db: Queryable, institutionId: number, userId: number, t: TemplateWrite): Promise<Template> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO campaign_templates (institution_id, name, type, subject, msg_from, design, output_html, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [institutionId, t.name, t.type, t.subject, t.msgFrom, JSON.stringify(t.design), t.html, userId],
  );
  return findTemplate(db, institutionId, Number(rows[0]!.id));
}

export async function updateTemplate(db: Queryable, institutionId: number, id: number, t: TemplateWrite): Promise<Template> {
  const r = await db.query(
    `UPDATE campaign_templates SET name = $3, type = $4, subject = $5, msg_from = $6, design = $7, output_html = $8, updated_at = now()
      WHERE institution_id = $1 AND id = $2 AND removed_at IS NULL`,
    [institutionId, id, t.name, t.type, t.subject, t.msgFrom, JSON.stringify(t.design), t.html],
  );
  if (!r.rowCount) throw new AppError('campaigns.template_not_found', { httpStatus: 404, field: 'id' });
  return findTemplate(db, institutionId, id);
}

export async function removeTemplate(db: Queryable, institutionId: number, id: number): Promise<void> {
  const r = await db.query(
    `UPDATE campaign_templates SET removed_at = now() WHERE institution_id = $1 AND id = $2 AND removed_at IS NULL`,
    [institutionId, id],
  );
  if (!r.rowCount) throw new AppError('campaigns.template_not_found', { httpStatus: 404, field: 'id' });
}
