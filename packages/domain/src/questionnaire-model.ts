/**
 * The questionnaire engine (spec sections 3 "Question", 4 "Questionnaire", 5 "Child-question condition", 9 masks
 * and stars): one pure implementation for the guest's review pages, the staff editor and the server that stores
 * the answers (docs/decisions/0043-survey-engine.md).
 *
 * A question's answer depends on its type:
 * - boolean: true / false (the legacy 'S' / 'N' are read as such);
 * - texto, smallText, date (DD/MM/YYYY): a string; numberText (up to 32 digits) and year (4 digits): digits;
 * - radiobox: the chosen option's value; checkbox: the chosen options' values;
 * - stars: an integer from 1 to the question's scale (5 unless said).
 * No answer is null (or absent). `respText` is the guest's free-text remark beside the answer.
 */
import type { Locale } from './locale';

export const QUESTION_TYPES = ['boolean', 'texto', 'smallText', 'numberText', 'year', 'date', 'radiobox', 'stars', 'checkbox'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec section 9: numeric answers up to 32 digits, a year 4 digits. */
export const NUMBER_MASK_DIGITS = 32;
export const YEAR_MASK_DIGITS = 4;
/** Spec section 9: star icons of 25x30 on a phone, 46x51 on a desktop. */
export const STAR_SIZE = { mobile: { width: 25, height: 30 }, desktop: { width: 46, height: 51 } } as const;
export const DEFAULT_STAR_SCALE = 5;
export const MAX_STAR_SCALE = 10;
export const SMALL_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 4000;
/** The separator of multilingual texts, in the order pt, en, es (spec section 3). */
export const TEXT_SEPARATOR = ';;;';
const TEXT_ORDER: readonly Locale[] = ['pt', 'en', 'es'];

export type OptionValue = string | number;
export type Answer = boolean | number | string | OptionValue[] | null;

export interface QuestionOption {
  codOpt: number;
  value: OptionValue;
  /** The option's label, multilingual (';;;'). */
  descrPer: string;
}

export interface Question {
  codPer: number;
  /** The accordion group the question belongs to (multilingual). */
  grupo: string;
  tipoPer: QuestionType;
  /** The question's text, multilingual. */
  descrPer: string;
  /** "What do you mean?": the explanation shown under the question, multilingual. */
  comoAssim?: string | null;
  answer?: Answer;
  respText?: string | null;
  /** Whether the guest has opened the question's group (the accordion keeps it). */
  opened?: boolean;
  options?: QuestionOption[];
  children?: Question[];
  /** Child questions only: '==', '!=', '<=' or '>=' followed by a JSON value, compared with the parent's answer. */
  conditionToShow?: string | null;
  /** A visible required question must be answered. */
  required?: boolean;
  /** Stars: how many (5 unless said). */
  scale?: number;
  /** What the dashboards read: the 0-10 recommendation question (NPS) or a star rating. */
  metric?: 'nps' | 'rating' | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Multilingual texts

export type LocalizedText = Record<Locale, string>;

/** Splits 'pt;;;en;;;es' into its three parts (missing parts empty). */
export function decodeText(text: string | null | undefined): LocalizedText {
  const parts = String(text ?? '').split(TEXT_SEPARATOR);
  return { pt: parts[0]?.trim() ?? '', en: parts[1]?.trim() ?? '', es: parts[2]?.trim() ?? '' };
}

/** Joins the three parts; trailing empty parts are left out ('Olá' alone stays 'Olá'). */
export function encodeText(text: Partial<LocalizedText>): string {
  const parts = TEXT_ORDER.map((l) => (text[l] ?? '').replaceAll(TEXT_SEPARATOR, ' ').trim());
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts.join(TEXT_SEPARATOR);
}

/** The text in the locale; a missing part falls back to Portuguese, then to the first part that has words. */
export function textIn(text: string | null | undefined, locale: Locale): string {
  const all = decodeText(text);
  if (all[locale]) return all[locale];
  if (all.pt) return all.pt;
  return TEXT_ORDER.map((l) => all[l]).find((t) => t) ?? '';
}
