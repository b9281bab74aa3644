import { MAX_QUANTITY } from '@gm/domain/money';
import type { ItemInput } from './api';

/**
 * An invoice item row being typed (spec section 5): saved only with a description, a quantity that is
 * an integer of 1..9999 (at most 4 digits) and a unit value that is not 0 (negative: a discount line).
 */
export interface ItemDraft {
  /** Local key of the row (a new row has no codIte yet). */
  key: string;
  codIte?: number;
  descricao: string;
  /** As typed: digits only, at most 4. */
  qtd: string;
  /** Unit value in cents; null while empty or not an amount. */
  vlrCents: number | null;
}

export type ItemProblem = 'description' | 'quantity' | 'value';

/** Keeps digits only, at most 4 of them. */
export function sanitizeQuantity(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, String(MAX_QUANTITY).length);
}

export function itemProblems(d: ItemDraft): ItemProblem[] {
  const problems: ItemProblem[] = [];
  if (!d.descricao.trim()) problems.push('description');
  const q = Number(d.qtd);
  if (!/^\d{1,4}$/.test(d.qtd) || !Number.isInteger(q) || q < 1 || q > MAX_QUANTITY) problems.push('quantity');
  if (d.vlrCents === null || d.vlrCents === 0) problems.push('value');
  return problems;
}

/** Two-digit item numbering (spec section 9): 01, 02, ... */
export function itemNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

export function draftToInput(d: ItemDraft, codRes: number, codCab: number): ItemInput {
  return {
    codRes,
    codCab,
    ...(d.codIte !== undefined ? { codIte: d.codIte } : {}),
    descricao: d.descricao.trim(),
    qtd: Number(d.qtd),
    vlrUnit: (d.vlrCents ?? 0) / 100,
  };
}

/** Line total in cents while typing (unit x quantity), or null when either is missing. */
export function draftLineCents(d: ItemDraft): number | null {
  const q = Number(d.qtd);
  return d.vlrCents === null || !d.qtd || !Number.isInteger(q) ? null : q * d.vlrCents;
}

/**
 * The new rows left once a save is answered: a new row leaves the drafts whether it was saved (it is an item of the
 * invoice now) or refused (spec section 8: a failed add removes the just-added row; the error is a toast); an edit of
 * a saved item touches no draft.
 */
export function draftsAfterSave(drafts: readonly ItemDraft[], saved: ItemDraft): ItemDraft[] {
  return saved.codIte === undefined ? drafts.filter((d) => d.key !== saved.key) : [...drafts];
}
