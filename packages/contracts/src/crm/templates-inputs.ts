import { z } from 'zod';
import { design } from './templates-design';

/** The default template types (spec section 9: 0 to 5); each loads its bundled starter. */
export const TEMPLATE_TYPES = [0, 1, 2, 3, 4, 5] as const;
/** 0 blank, 1 review request, 2 referral (15% off), 3 birthday, 4 pre-arrival check-in, 5 blank in two columns. */
export const STARTER_NAMES = ['blank', 'review', 'referral', 'birthday', 'preArrival', 'blankTwoColumns'] as const;
export type StarterName = (typeof STARTER_NAMES)[number];
export const templateType = z.coerce.number().int().min(0, 'crm.template.type').max(5, 'crm.template.type');

/** Designs arrive as an object, or as the JSON string the legacy screens and Unlayer exports send. */
const designInput = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, design);

const templateId = z.coerce.number().int().positive().max(2_147_483_647);

export const listTemplatesInput = z.object({
  search: z.string().trim().max(80).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** CreateTemplateService: a new template (no id) or a change (id); without a design, the type's starter. */
export const saveTemplateInput = z.object({
  id: templateId.optional(),
  name: z.string().trim().min(1, 'required').max(120),
  type: templateType.default(0),
  subject: z.string().trim().max(200).default(''),
  /** The sender's name shown to guests; the address stays the hotel's configured one (SPF/DKIM). */
  msgFrom: z
    .string()
    .trim()
    .max(80)
    .regex(/^[^<>"\r\n]*$/, 'invalid_characters')
    .default(''),
  templateObject: designInput.optional(),
});

export const templateIdInput = z.object({ id: templateId });

/** ParseTemplateService: a design rendered with sample merge values, for the preview. */
export const parseTemplateInput = z.object({ templateObject: designInput });

/** SendTemplateService: a test of a saved template to the signed-in staff member's own e-mail. */
export const sendTemplateInput = z.object({ id: templateId });

export type SaveTemplateInput = z.output<typeof saveTemplateInput>;
export type ListTemplatesInput = z.output<typeof listTemplatesInput>;
