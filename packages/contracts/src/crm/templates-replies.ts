import { z } from 'zod';
import { design } from './templates-design';

export const templateSummary = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  subject: z.string(),
  msgFrom: z.string(),
  /** The rendered HTML's size in bytes (Gmail clips above 102 KB). */
  htmlBytes: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const listTemplatesReply = z.object({ metadata: z.object({ totalCount: z.number() }), data: z.array(templateSummary) });

export const template = templateSummary.extend({ templateObject: design, outputHtml: z.string() });
export type Template = z.output<typeof template>;
export type TemplateSummary = z.output<typeof templateSummary>;

export const parseTemplateReply = z.object({
  /** The HTML with sample merge values, for the preview iframe. */
  html: z.string(),
  htmlBytes: z.number(),
});

export const removeTemplateReply = z.object({ status: z.literal(1), id: z.number() });
export const sendTemplateReply = z.object({ status: z.literal(1), to: z.string() });
