import * as contract from '@gm/contracts/kiosk/services';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import { speakFor } from '../../platform/messages';
import { type AnyService, defineService } from '../../platform/registry';
import { checkKioskBooking } from './check';
import { createDevice, deviceWire, listDevices, openDevice, revokeDevice } from './devices';
import { cancelTerminalPayment, consultTerminalPayment, startTerminalPayment } from './payments';
import { reportSession } from './sessions';

const userIdOf = (caller: { kind: string; idUser?: number }) => (caller.kind === 'user' ? (caller.idUser ?? null) : null);

export const kioskServices: AnyService[] = [
  defineService(contract.createKiosk, {
    summary:
      "Turns a device into the hotel's lobby kiosk: replies its URL (/checkin-totem?d=token), shown once (only the token's hash is kept), and the PIN pad beside it.",
    sample: () => ({ nome: 'Totem do saguão', terminal: 'PINPAD-01' }),
    handler: (ctx, input) =>
      withTransaction(ctx.deps.db, async (tx) => {
        const { device, token } = await createDevice(tx, ctx.institutionId, userIdOf(ctx.caller), input);
        await recordAudit(tx, ctx, {
          action: 'kiosk.create',
          target: { type: 'kiosk', id: Number(device.id), label: device.name },
          after: { terminal: device.terminal_id },
        });
        const url = `${ctx.deps.config.publicUrl}/checkin-totem?d=${token}`;
        return { status: 1 as const, totem: deviceWire(device), token, url };
      }),
  }),
  defineService(contract.listKiosks, {
    summary: "The hotel's kiosks: name, PIN pad, created, last used, revoked (never their tokens).",
    sample: () => ({}),
    handler: async (ctx) => ({ status: 1 as const, data: (await listDevices(ctx.deps.db, ctx.institutionId)).map(deviceWire) }),
  }),
  defineService(contract.revokeKiosk, {
    summary: "Revokes a kiosk: its URL stops working at once (the kiosk shows 'Link de Hotel Inválido' when it starts over).",
    handler: (ctx, input) =>
      withTransaction(ctx.deps.db, async (tx) => {
        const device = await revokeDevice(tx, ctx.institutionId, userIdOf(ctx.caller), input.id);
        await recordAudit(tx, ctx, { action: 'kiosk.revoke', target: { type: 'kiosk', id: Number(device.id), label: device.name } });
        return { status: 1 as const, totem: deviceWire(device) };
      }),
  }),
  defineService(contract.openKiosk, {
    summary:
      "The kiosk's start: its device token names the hotel; replies the hotel's link code (h), its name and whether a PIN pad is attached.",
    sample: () => ({ dispositivo: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    handler: (ctx, input) => openDevice(ctx.deps.db, input.dispositivo),
  }),
  defineService(contract.checkKiosk, {
    summary:
      "What stops the walk-up check-in of the token's booking at this kiosk (spec section 8): stage (already in, out or cancelled), not_today, children (a minor on the booking), unpaid; null when nothing does.",
    sample: () => ({ dispositivo: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    handler: (ctx, input) => {
      if (ctx.caller.kind !== 'guest') throw forbidden();
      return checkKioskBooking(ctx.deps, ctx.caller, input.dispositivo);
    },
  }),
  defineService(contract.startTerminalPayment, {
    summary:
      "The guest at the kiosk pays the booking's open invoice on the kiosk's PIN pad: the amount goes to the terminal (no card data passes here); poll ConsultaPagamentoTerminalService.",
    sample: () => ({ dispositivo: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    handler: (ctx, input) => {
      if (ctx.caller.kind !== 'guest') throw forbidden();
      speakFor(ctx, ctx.caller.codIns);
      return startTerminalPayment(ctx.deps, ctx.caller, input, ctx.locale);
    },
  }),
  defineService(contract.consultTerminalPayment, {
    summary: 'A kiosk payment now: pending while the guest uses the PIN pad; an approval pays the invoice (once).',
    sample: () => ({ dispositivo: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', id: 1 }),
    handler: (ctx, input) => {
      if (ctx.caller.kind !== 'guest') throw forbidden();
      return consultTerminalPayment(ctx.deps, ctx.caller, input, ctx.locale);
    },
  }),
  defineService(contract.cancelTerminalPayment, {
    summary: 'The guest gives up the kiosk payment (or the idle wipe does): the terminal abandons the amount unless it already ended.',
    sample: () => ({ dispositivo: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', id: 1 }),
    handler: (ctx, input) => {
      if (ctx.caller.kind !== 'guest') throw forbidden();
      return cancelTerminalPayment(ctx.deps, ctx.caller, input, ctx.locale);
    },
  }),
  defineService(contract.reportKioskSession, {
    summary:
      "The kiosk reports a guest's session for the totem dashboards: the start tap, each screen (the furthest is kept), how the booking was found (voucher, QR, face) and how it ended.",
    sample: () => ({
      dispositivo: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      sessao: '6f1c2b1e-8d3a-4c55-9a51-2f7a0b6f2a10',
      etapa: 'search',
      ordem: 1,
    }),
    handler: (ctx, input) => reportSession(ctx.deps.db, input),
  }),
];
