/**
 * The kiosk's on-screen keyboard rules (spec sections 2 and 5; docs/decisions/0064-kiosk.md), pure so they are
 * tested apart from the keyboard library that draws the keys:
 * - the Brazilian layout's dead keys: ´ ~ ^ ` ¨ wait for the next key and compose with it (´ a → á, ~ a → ã,
 *   ^ e → ê, ` a → à, ¨ u → ü); a key that does not compose gives the accent then the key, space gives the accent;
 * - the numeric pad's rules: digits only; a CPF has 11 digits, a phone at most 15 (E.164), a date 8 (DDMMYYYY)
 *   whose year starts with 19 or 20, whose day starts 0-3 and month 0-1.
 */

export const DEAD_KEYS = ['´', '~', '^', '`', '¨'] as const;
export type DeadKey = (typeof DEAD_KEYS)[number];

const COMPOSE: Record<DeadKey, Record<string, string>> = {
  '´': { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', y: 'ý', c: 'ç', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', Y: 'Ý', C: 'Ç' },
  '~': { a: 'ã', o: 'õ', n: 'ñ', A: 'Ã', O: 'Õ', N: 'Ñ' },
  '^': { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û', A: 'Â', E: 'Ê', I: 'Î', O: 'Ô', U: 'Û' },
  '`': { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù', A: 'À', E: 'È', I: 'Ì', O: 'Ò', U: 'Ù' },
  '¨': { a: 'ä', e: 'ë', i: 'ï', o: 'ö', u: 'ü', A: 'Ä', E: 'Ë', I: 'Ï', O: 'Ö', U: 'Ü' },
};

export function isDeadKey(key: string): key is DeadKey {
  return (DEAD_KEYS as readonly string[]).includes(key);
}

/** A dead key then a key: the composed letter, or the accent followed by the key when they do not compose. */
export function compose(dead: DeadKey, key: string): string {
  if (key === ' ') return dead;
  return COMPOSE[dead][key] ?? `${dead}${key}`;
}

/** What the text keyboard holds between presses: the field's text and a dead key waiting for its letter. */
export interface TextKeyboardState {
  value: string;
  dead: DeadKey | null;
}

/**
 * A press on the text layouts (Brazilian and e-mail). Keys are characters, or '{bksp}', '{space}', '{clear}'.
 * `maxLength`: the field's limit (a press past it changes nothing).
 */
export function pressText(state: TextKeyboardState, key: string, maxLength = Number.POSITIVE_INFINITY): TextKeyboardState {
  if (key === '{bksp}') return state.dead ? { ...state, dead: null } : { value: [...state.value].slice(0, -1).join(''), dead: null };
  if (key === '{clear}') return { value: '', dead: null };
  const ch = key === '{space}' ? ' ' : key;
  if ([...ch].length !== 1 && !/^[\w.@-]+$/.test(ch)) return state; // other named keys ({shift}, {lock}) are the layout's
  if (state.dead) {
    if (isDeadKey(ch))
      return { ...state, dead: ch === state.dead ? null : ch, value: ch === state.dead ? add(state.value, ch, maxLength) : state.value };
    return { value: add(state.value, compose(state.dead, ch), maxLength), dead: null };
  }
  if (isDeadKey(ch)) return { ...state, dead: ch };
  return { value: add(state.value, ch, maxLength), dead: null };
}

function add(value: string, text: string, maxLength: number): string {
  const next = value + text;
  return [...next].length > maxLength ? value : next;
}

// ---------------------------------------------------------------- the numeric pad

export type NumericKind = 'cpf' | 'phone' | 'date' | 'digits';

export const NUMERIC_MAX_DIGITS: Record<NumericKind, number> = { cpf: 11, phone: 15, date: 8, digits: 32 };

/**
 * Whether `digits` (the date's digits so far, DDMMYYYY) may be the start of a date the kiosk accepts: day 01-31,
 * month 01-12, a year starting with 19 or 20 (spec section 5: "kiosk keyboard accepts digits only, years starting
 * 19 or 20"). Each prefix is judged as far as it goes.
 */
export function isDatePrefix(digits: string): boolean {
  if (!/^\d{0,8}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  if (d.length >= 1 && d[0]! > 3) return false;
  if (d.length >= 2) {
    const day = d[0]! * 10 + d[1]!;
    if (day < 1 || day > 31) return false;
  }
  if (d.length >= 3 && d[2]! > 1) return false;
  if (d.length >= 4) {
    const month = d[2]! * 10 + d[3]!;
    if (month < 1 || month > 12) return false;
  }
  if (d.length >= 5 && d[4] !== 1 && d[4] !== 2) return false;
  if (d.length >= 6 && !((d[4] === 1 && d[5] === 9) || (d[4] === 2 && d[5] === 0))) return false;
  return true;
}

/**
 * A press on the numeric pad: the field's digits after it. Only digits are taken ('{bksp}' removes the last one,
 * '{clear}' all); a digit that breaks the kind's rule or its length is refused (the digits stay as they were).
 */
export function pressNumeric(kind: NumericKind, digits: string, key: string): { digits: string; refused: boolean } {
  const current = digits.replace(/\D/g, '');
  if (key === '{bksp}') return { digits: current.slice(0, -1), refused: false };
  if (key === '{clear}') return { digits: '', refused: false };
  if (!/^\d$/.test(key)) return { digits: current, refused: true };
  const next = current + key;
  if (next.length > NUMERIC_MAX_DIGITS[kind]) return { digits: current, refused: true };
  if (kind === 'date' && !isDatePrefix(next)) return { digits: current, refused: true };
  return { digits: next, refused: false };
}

/** The date's digits as the date field shows them while typed: DD/MM/YYYY. */
export function maskDateDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** The e-mail layout's domain keys (the most common in Brazil first). */
export const EMAIL_DOMAINS = ['@gmail.com', '@hotmail.com', '@outlook.com', '@yahoo.com.br', '@icloud.com', '.com', '.com.br'] as const;
