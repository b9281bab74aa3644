import type { PmsAnswer, PmsGuest, PmsPort, PmsReleaseAnswer } from './pms';

/**
 * A PMS that behaves like the real ones, for development, demos and tests:
 * - asynchronous: release answers pending; the registration resolves resolveAfterMs later;
 * - sometimes slow: every call waits latencyMs, and slowMs when the guest's name contains LENTO;
 * - deterministic failures: a name or document containing ERRO, or a document ending in errorDigit,
 *   resolves to error with details; a name containing OFFLINE makes the PMS unreachable (the call throws).
 * It keeps no memory: the registration id carries the release instant and the outcome, so any server
 * process can consult it.
 */
export interface SandboxPmsOptions {
  latencyMs?: number;
  slowMs?: number;
  resolveAfterMs?: number;
  /** A document whose last digit is this one is rejected; null turns the rule off. */
  errorDigit?: string | null;
  now?: () => number;
}

const PREFIX = 'sbx';

type Outcome = 'ok' | 'doc' | 'marker';

const DETAILS: Record<Exclude<Outcome, 'ok'>, string> = {
  doc: 'PMS recusou o cadastro: documento do hóspede inválido ou já vinculado a outra estadia.',
  marker: 'PMS recusou o cadastro: dados do hóspede com erro (nome ou documento marcado ERRO).',
};

function outcomeOf(guest: PmsGuest, errorDigit: string | null): Outcome {
  const name = guest.name.toUpperCase();
  const doc = (guest.doc ?? '').toUpperCase();
  if (name.includes('ERRO') || doc.includes('ERRO')) return 'marker';
  const digits = doc.replace(/\D/g, '');
  if (errorDigit && digits && digits.endsWith(errorDigit)) return 'doc';
  return 'ok';
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export function createSandboxPms(opts: SandboxPmsOptions = {}): PmsPort {
  const latencyMs = opts.latencyMs ?? 150;
  const slowMs = opts.slowMs ?? 4000;
  const resolveAfterMs = opts.resolveAfterMs ?? 3000;
  const errorDigit = opts.errorDigit === undefined ? '0' : opts.errorDigit;
  const now = opts.now ?? Date.now;

  return {
    async release(guest): Promise<PmsReleaseAnswer> {
      const upper = guest.name.toUpperCase();
      await sleep(upper.includes('LENTO') ? slowMs : latencyMs);
      if (upper.includes('OFFLINE')) throw new Error('PMS sandbox: unreachable (OFFLINE marker)');
      const outcome = outcomeOf(guest, errorDigit);
      const externalId = `${PREFIX}-${now().toString(36)}-${outcome}-${guest.institutionId}-${guest.personId}`;
      return { externalId, state: 'pending' };
    },

    async consult({ externalId }): Promise<PmsAnswer> {
      await sleep(latencyMs);
      const m = /^sbx-([0-9a-z]+)-(ok|doc|marker)-\d+-\d+$/.exec(externalId);
      if (!m) return { state: 'error', errorDetails: 'Registro não encontrado no PMS.' };
      const releasedAt = parseInt(m[1]!, 36);
      if (now() - releasedAt < resolveAfterMs) return { state: 'pending' };
      const outcome = m[2] as Outcome;
      return outcome === 'ok' ? { state: 'registered' } : { state: 'error', errorDetails: DETAILS[outcome] };
    },
  };
}
