import { describe, expect, it } from 'vitest';
import { createInstitution } from '../src/seed/factories';
import { call, createTestEnv } from './harness';

/** The hotel's address on one line in a hotel link's context (ENDERECOINS), for the guest's last screen (0039). */
const env = await createTestEnv();

const contextOf = async (h: string) => {
  const r = await call(env.app, '/jwt/brokerJson/core/ContextoService', { parametros: { attributes: { h } } });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { contextIns: { ENDERECOINS?: string | null } }).contextIns;
};

describe('ENDERECOINS', () => {
  it("is the basic settings' address on one line, and null without one", async () => {
    const code = `addr-${Date.now().toString(36)}`;
    const id = await createInstitution(env.db, { name: 'Hotel Endereço', contactEmail: 'end@hotel.test', linkCode: code });
    expect((await contextOf(code)).ENDERECOINS).toBeNull();
    const address = {
      street: 'Rua das Flores',
      number: '12',
      complement: '',
      district: 'Centro',
      city: 'Gramado',
      state: 'RS',
      postalCode: '95670-000',
    };
    await env.db.query('UPDATE institutions SET address = $2 WHERE id = $1', [id, JSON.stringify(address)]);
    // The settings cache drops the hotel on the row's change notification, within a second.
    await expect
      .poll(async () => (await contextOf(code)).ENDERECOINS, { timeout: 2000 })
      .toBe('Rua das Flores, 12 - Centro - Gramado/RS - 95670-000');
  });
});
