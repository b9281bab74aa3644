import { QUESTION_TYPES, type Question } from '@gm/domain/questionnaire';
import { z } from 'zod';

/**
 * The wire form of a questionnaire's questions (spec section 3): the engine's tree (@gm/domain/questionnaire), sent to
 * the server as a JSON string and parsed on receipt. The schema bounds what may come in (text lengths, options,
 * children, depth); the engine's rules (conditions, answers fitting their types, hidden answers) run after it.
 */
export const MAX_QUESTIONS_JSON = 200_000;
export const MAX_DEPTH = 4;
const MAX_TEXT = 4_000;

const multilingual = z.string().max(1_200);
const optionValue = z.union([z.string().max(200), z.number().finite()]);

export const answerSchema = z.union([z.boolean(), z.number().finite(), z.string().max(MAX_TEXT), z.array(optionValue).max(60), z.null()]);

export const optionSchema = z.object({
  codOpt: z.number().int().min(0).max(2_147_483_647),
  value: optionValue,
  descrPer: multilingual,
});

export const questionSchema = z.object({
  codPer: z.number().int().positive().max(2_147_483_647),
  grupo: multilingual,
  tipoPer: z.enum(QUESTION_TYPES),
  descrPer: multilingual.min(1),
  comoAssim: multilingual.nullish(),
  answer: answerSchema.optional(),
  respText: z.string().max(MAX_TEXT).nullish(),
  opened: z.boolean().optional(),
  options: z.array(optionSchema).max(60).optional(),
  get children() {
    return z.array(questionSchema).max(60).optional();
  },
  conditionToShow: z.string().max(400).nullish(),
  required: z.boolean().optional(),
  scale: z.number().int().min(2).max(10).optional(),
  metric: z.enum(['nps', 'rating']).nullish(),
});

function depthOf(list: readonly { children?: readonly unknown[] | undefined }[]): number {
  let d = 0;
  for (const q of list) d = Math.max(d, 1 + depthOf((q.children ?? []) as { children?: unknown[] }[]));
  return d;
}

export const questionListSchema = z
  .array(questionSchema)
  .min(1)
  .max(200)
  .refine((list) => depthOf(list) <= MAX_DEPTH, { message: 'too_deep' });

/** A list of questions as a JSON string, parsed and checked on receipt ('invalid_json' when it is not JSON). */
export function questionsJson<T extends z.ZodType>(items: T) {
  return z
    .string()
    .max(MAX_QUESTIONS_JSON)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid_json' });
        return z.NEVER;
      }
    })
    .pipe(items);
}

/** The questions as they travel: a JSON string (the inverse of questionsJson). */
export function questionsToJson(questions: readonly Question[]): string {
  return JSON.stringify(questions);
}

/** A parsed question is an engine question: the schema and the engine describe the same shape (checked by tsc). */
export const parsedQuestion = (q: z.output<typeof questionSchema>): Question => q;
