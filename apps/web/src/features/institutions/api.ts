import type { InstitutionContext, ListedInstitution } from '@gm/contracts/auth';
import { callService } from '../../lib/api/client';

export const institutionKeys = {
  all: ['institutions'] as const,
  available: () => [...institutionKeys.all, 'available'] as const,
  outbox: (offset: number, limit: number) => [...institutionKeys.all, 'outbox', offset, limit] as const,
};

/** The hotels the user may work in, sorted by name (spec section 9). */
export async function availableInstitutions(): Promise<ListedInstitution[]> {
  const reply = await callService<{ availableInsForUser: { availableIns: ListedInstitution[] } }>(
    '/broker/auth',
    'AvailableInsPerSujeitoService',
  );
  return [...reply.availableInsForUser.availableIns].sort((a, b) => a.nome.localeCompare(b.nome, undefined, { sensitivity: 'base' }));
}

export interface ChangedContext {
  contextIns: InstitutionContext | null;
  token: string;
}

export function changeInstitution(codIns: number): Promise<ChangedContext> {
  return callService<ChangedContext>('/broker/auth', 'ChangeContextIns', { _attributes: { codIns } });
}

export interface FeedbackInput {
  NOME: string;
  EMAIL: string;
  FEEDBACK: string;
}

export function sendFeedback(parametros: FeedbackInput): Promise<{ status: 1; message: string }> {
  return callService('/jwt/broker/core', 'EnviarFeedbackService', { parametros });
}

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  kind: string;
  status: 'kept' | 'queued' | 'sent' | 'failed';
  textBody: string;
  createdAt: string;
  sentAt: string | null;
}

export function listOutbox(offset: number, limit: number): Promise<{ metadata: { totalCount: number }; data: OutboxMail[] }> {
  return callService('/jwt/broker/core', 'ListMailOutboxService', { offset, limit });
}
