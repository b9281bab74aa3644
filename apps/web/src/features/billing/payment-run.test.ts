import type { InvoiceWire } from '@gm/contracts/billing';
import { idempotencyKey } from '@gm/contracts/billing';
import { describe, expect, it } from 'vitest';
import { failureOf, initialRun, isBusy, newPaymentKey, pollDecision, type RunState, runReducer } from './payment-run';

function invoice(patch: Partial<InvoiceWire> = {}): InvoiceWire {
  return {
    codCab: 7,
    id: 7,
    codRes: 3,
    codTop: null,
    descricao: 'Diárias',
    itensCobranca: [],
    vlrTotal: 100,
    vlrPago: 0,
    vlrEmAberto: 100,
    dhCobranca: null,
    dhCancelamento: null,
    isCobrancaDireta: null,
    eveUltStatus: null,
    eveStatusPagFail: null,
    evePagFailLr: null,
    failure: null,
    novoCodCabDuplicado: null,
    estado: 'open',
    somenteLeitura: false,
    carimbo: null,
    processando: false,
    acoes: { editItems: true, charge: true, reserve: true, capture: false, cancelReservation: false, remove: true },
    parcelas: [1],
    ...patch,
  };
}

const paid = invoice({
  eveUltStatus: 'paid',
  estado: 'paid',
  dhCobranca: '2030-01-01T00:00:00Z',
  isCobrancaDireta: 'S',
  vlrPago: 100,
  vlrEmAberto: 0,
});
const reserved = invoice({ eveUltStatus: 'in_analysis', estado: 'reserved', dhCobranca: '2030-01-01T00:00:00Z', isCobrancaDireta: 'N' });
const failed = invoice({
  eveUltStatus: 'failure',
  estado: 'failure',
  evePagFailLr: '05',
  failure: { failureLrCode: '05', error: 'declined', message: 'x' },
});

describe('payment run reducer', () => {
  it('keeps the key across a send and its definitive answer, and takes a new one after a definitive failure', () => {
    let s: RunState = initialRun('key-one-1');
    s = runReducer(s, { type: 'send', op: 'charge' });
    expect(s).toMatchObject({ phase: 'sending', op: 'charge', key: 'key-one-1' });
    expect(isBusy(s)).toBe(true);
    s = runReducer(s, { type: 'failed', message: 'Não autorizada', newKey: 'key-two-2' });
    expect(s).toMatchObject({ phase: 'failure', key: 'key-two-2', hidden: false, message: 'Não autorizada' });
    s = runReducer(s, { type: 'clear' });
    expect(s.phase).toBe('failure'); // cleared only after it is hidden
    s = runReducer(s, { type: 'hide' });
    s = runReducer(s, { type: 'clear' });
    expect(s).toEqual({ phase: 'idle', key: 'key-two-2' });
  });

  it('keeps the same key when the call got no answer, so a retry replays the same payment', () => {
    let s: RunState = runReducer(initialRun('key-same-1'), { type: 'send', op: 'reserve' });
    s = runReducer(s, { type: 'failed', message: 'sem resposta', newKey: null });
    expect(s.key).toBe('key-same-1');
  });

  it('polls after an answer without outcome, then stops at the bound', () => {
    let s: RunState = runReducer(initialRun('k1234567'), { type: 'send', op: 'charge' });
    s = runReducer(s, { type: 'processing', at: 1000 });
    expect(s).toMatchObject({ phase: 'polling', startedAt: 1000 });
    s = runReducer(s, { type: 'poll-timeout' });
    expect(s.phase).toBe('still-processing');
    expect(isBusy(s)).toBe(false);
    // A late answer (live event, a later poll) still resolves it.
    s = runReducer(s, { type: 'succeeded', message: 'ok' });
    expect(s.phase).toBe('success');
  });

  it('sends one operation at a time', () => {
    const s = runReducer(initialRun('k1234567'), { type: 'send', op: 'charge' });
    expect(runReducer(s, { type: 'send', op: 'reserve' })).toBe(s);
    expect(runReducer(initialRun('k1234567'), { type: 'processing', at: 1 })).toEqual(initialRun('k1234567'));
  });
});

describe('pollDecision', () => {
  it('charge and capture wait for paid; reserve for a reservation', () => {
    expect(pollDecision('charge', paid)).toBe('success');
    expect(pollDecision('capture', paid)).toBe('success');
    expect(pollDecision('reserve', reserved)).toBe('success');
    expect(pollDecision('charge', invoice())).toBe('continue');
    expect(pollDecision('reserve', invoice({ eveUltStatus: 'in_analysis', estado: 'in_analysis' }))).toBe('continue');
  });

  it('ignores an earlier failure while the new attempt is still in flight', () => {
    expect(pollDecision('charge', { ...failed, processando: true })).toBe('continue');
    expect(pollDecision('charge', failed)).toBe('failure');
  });

  it('a capture or void the acquirer refused leaves the reservation as it was', () => {
    expect(pollDecision('capture', reserved)).toBe('failure');
    expect(pollDecision('cancel', reserved)).toBe('failure');
    expect(pollDecision('cancel', { ...reserved, processando: true })).toBe('continue');
    expect(pollDecision('cancel', { ...reserved, dhCancelamento: '2030-01-01T00:00:00Z', estado: 'cancelled' })).toBe('success');
  });
});

describe('failureOf', () => {
  it("reads the return code's message in the user's language", () => {
    expect(failureOf(failed, 'pt')).toEqual({
      code: '05',
      message: 'Transação não autorizada. Entre em contato com o banco emissor do cartão.',
    });
    expect(failureOf(failed, 'en')?.message).toBe('Transaction not authorised. Please contact your card issuing bank.');
    expect(failureOf(failed, 'es')?.message).toMatch(/^Transacción no autorizada\./);
  });
  it("falls back to the server's message when there is no code, and to nothing when not failed", () => {
    expect(
      failureOf(
        invoice({ eveUltStatus: 'failure', failure: { failureLrCode: null, error: 'no_sale', message: 'Nada foi cobrado' } }),
        'pt',
      ),
    ).toEqual({
      code: null,
      message: 'Nada foi cobrado',
    });
    expect(failureOf(paid, 'pt')).toBeNull();
  });
});

describe('newPaymentKey', () => {
  it('is accepted by the contract and unique', () => {
    const keys = new Set(Array.from({ length: 100 }, newPaymentKey));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(idempotencyKey.safeParse(k).success).toBe(true);
  });
});
