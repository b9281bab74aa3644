import { z } from 'zod';

/**
 * The e-mail design (the Template's templateObject, spec section 3): rows -> columns -> contents, the shape of
 * Unlayer's design JSON so that designs exported from it open here (docs/decisions/0051-crm-templates.md). Every value
 * that reaches the MJML markup is held to a pattern here (colours, sizes, URLs), so a design cannot inject markup;
 * rich text is sanitised on the server. Keys we do not edit are kept as they came (passthrough).
 */

/** The contents this designer edits and renders; any other type is kept and shown as not editable. */
export const EDITABLE_CONTENT_TYPES = ['text', 'heading', 'button', 'image'] as const;
export type EditableContentType = (typeof EDITABLE_CONTENT_TYPES)[number];

/** The merge fields a text, heading or link may hold as {{name}}, filled per recipient. */
export const MERGE_FIELDS = [
  'guest.name',
  'guest.firstName',
  'hotel.name',
  'stay.checkIn',
  'stay.checkOut',
  'checkin.link',
  'review.link',
  'unsubscribe.link',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** Gmail clips a message above 102 KB: the rendered HTML must stay below it. */
export const MAX_HTML_BYTES = 102 * 1024;
export const DEFAULT_CONTENT_WIDTH = '500px';

export const colour = z
  .string()
  .trim()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|transparent)$/,
    'crm.design.colour',
  );
const px = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}px$/, 'crm.design.pixels')
    .refine((v) => Number.parseInt(v, 10) <= max, 'crm.design.pixels');
const padding = z
  .string()
  .trim()
  .regex(/^\d{1,3}px( \d{1,3}px){0,3}$/, 'crm.design.pixels');
const align = z.enum(['left', 'center', 'right', 'justify']);
/** http(s) or mailto, or a link merge field alone ({{checkin.link}}, {{review.link}}, {{unsubscribe.link}}). */
export const linkUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|\{\{\s*(checkin|review|unsubscribe)\.link\s*\}\})$/i, 'crm.design.url');
export const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s"'<>]+$/i, 'crm.design.image_url');

/** Unlayer writes a link as { name: 'web', values: { href, target } }; a plain string is accepted as well. */
const link = z.union([
  linkUrl,
  z.looseObject({ name: z.string().max(40).optional(), values: z.looseObject({ href: z.union([linkUrl, z.literal('')]) }) }),
]);

export const textValues = z.looseObject({
  text: z.string().max(20_000),
  color: colour.optional(),
  fontSize: px(72).optional(),
  textAlign: align.optional(),
  lineHeight: z
    .string()
    .regex(/^\d{2,3}%$/)
    .optional(),
  containerPadding: padding.optional(),
});
export const headingValues = textValues.extend({
  text: z.string().max(2_000),
  headingType: z.enum(['h1', 'h2', 'h3', 'h4']).optional(),
});
export const buttonValues = z.looseObject({
  text: z.string().trim().min(1, 'crm.design.button_text').max(200),
  href: link,
  buttonColors: z.looseObject({ color: colour.optional(), backgroundColor: colour.optional() }).optional(),
  textAlign: align.optional(),
  fontSize: px(48).optional(),
  containerPadding: padding.optional(),
});
export const imageValues = z.looseObject({
  src: z.looseObject({
    url: imageUrl,
    width: z.number().int().positive().max(5000).optional(),
    height: z.number().int().positive().max(5000).optional(),
    /** How much of its column the image takes, e.g. '100%' (Unlayer's maxWidth). */
    maxWidth: z
      .string()
      .regex(/^(100|[1-9]\d?)%$/)
      .optional(),
  }),
  altText: z.string().max(300).default(''),
  textAlign: align.optional(),
  action: link.optional(),
  containerPadding: padding.optional(),
});

const VALUES_OF: Record<EditableContentType, z.ZodType> = {
  text: textValues,
  heading: headingValues,
  button: buttonValues,
  image: imageValues,
};

export const isEditableType = (type: string): type is EditableContentType => (EDITABLE_CONTENT_TYPES as readonly string[]).includes(type);

export const designContent = z
  .looseObject({
    id: z.string().max(80).optional(),
    type: z.string().trim().min(1).max(40),
    values: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((c, ctx) => {
    if (!isEditableType(c.type)) return;
    const r = VALUES_OF[c.type].safeParse(c.values);
    if (r.success) return;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['values', ...issue.path] });
  });

export const designColumn = z.looseObject({
  id: z.string().max(80).optional(),
  contents: z.array(designContent).max(30),
  values: z.record(z.string(), z.unknown()).default({}),
});

export const designRow = z
  .looseObject({
    id: z.string().max(80).optional(),
    /** Unlayer's relative widths of the columns, e.g. [1, 1] or [1, 2]. */
    cells: z.array(z.number().int().min(1).max(12)).min(1).max(4).optional(),
    columns: z.array(designColumn).min(1, 'crm.design.columns').max(4, 'crm.design.columns'),
    values: z.looseObject({ backgroundColor: colour.optional() }).default({}),
  })
  .refine((r) => !r.cells || r.cells.length === r.columns.length, { message: 'crm.design.columns', path: ['cells'] });

export const bodyValues = z.looseObject({
  backgroundColor: colour.default('#f4f4f4'),
  contentWidth: z
    .string()
    .regex(/^\d{3}px$/, 'crm.design.width')
    .refine((v) => {
      const n = Number.parseInt(v, 10);
      return n >= 320 && n <= 900;
    }, 'crm.design.width')
    .default(DEFAULT_CONTENT_WIDTH),
  fontFamily: z
    .looseObject({
      label: z.string().max(60).optional(),
      value: z
        .string()
        .max(120)
        .regex(/^[a-zA-Z0-9 ,'-]+$/, 'crm.design.font'),
    })
    .default({ label: 'Arial', value: 'arial,helvetica,sans-serif' }),
});

export const design = z.looseObject({
  body: z.looseObject({
    rows: z.array(designRow).max(60, 'crm.design.rows'),
    values: bodyValues.default(() => bodyValues.parse({})),
  }),
});

export type Design = z.output<typeof design>;
export type DesignRow = z.output<typeof designRow>;
export type DesignColumn = z.output<typeof designColumn>;
export type DesignContent = z.output<typeof designContent>;
export type TextValues = z.output<typeof textValues>;
export type HeadingValues = z.output<typeof headingValues>;
export type ButtonValues = z.output<typeof buttonValues>;
export type ImageValues = z.output<typeof imageValues>;

/** A link's URL whichever way it is written. */
export function hrefOf(l: unknown): string {
  if (typeof l === 'string') return l;
  const v = (l as { values?: { href?: unknown } } | undefined)?.values?.href;
  return typeof v === 'string' ? v : '';
}

/** The {{name}} tokens a text holds. */
export function mergeTokensIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!);
}
