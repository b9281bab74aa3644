import * as auth from '@gm/contracts/auth/services';
import type { InputOf } from '@gm/contracts/contract';
import type { ListedInstitution } from '@gm/contracts/institutions/replies';
import type { sendFeedback as feedbackContract } from '@gm/contracts/institutions/services';
import * as contracts from '@gm/contracts/institutions/services';
import { call } from '../../lib/api/client';

// The user menu of the shell imports this module: it calls through the contracts' refs, without zod.

export const institutionKeys = {
  all: ['institutions'] as const,
  available: () => [...institutionKeys.all, 'available'] as const,
  outbox: (offset: number, limit: number) => [...institutionKeys.all, 'outbox', offset, limit] as const,
};

/** The hotels the user may work in, sorted by name (spec section 9). */
export async function availableInstitutions(): Promise<ListedInstitution[]> {
  const reply = await call(contracts.availableInstitutions, {});
  return sortByName(reply.availableInsForUser.availableIns);
}

/** The hotel list sorted by nome (spec section 9): accents and case do not reorder it, numbers sort as numbers. */
export function sortByName<T extends { nome: string }>(hotels: readonly T[]): T[] {
  return [...hotels].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR', { sensitivity: 'base', numeric: true }));
}

export function changeInstitution(codIns: number) {
  return call(auth.changeContextIns, { _attributes: { codIns } });
}

export function sendFeedback(parametros: InputOf<typeof feedbackContract>['parametros']) {
  return call(contracts.sendFeedback, { parametros });
}

export function listOutbox(offset: number, limit: number) {
  return call(contracts.listOutbox, { offset, limit });
}
