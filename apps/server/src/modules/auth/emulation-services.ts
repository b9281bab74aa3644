import * as contract from '@gm/contracts/auth/emulation-services';
import { unauthenticated } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { type AnyService, defineService } from '../../platform/registry';
import { emulationOf, listEmulableUsers, startEmulation, stopEmulation } from './emulation';

const list = defineService(contract.listEmulableUsers, {
  summary:
    "/emulate/index: the current hotel's active users by name (search by name or e-mail), with their grants there and whether the caller may see the product as them.",
  sample: () => ({ search: 'demo', limit: 10 }),
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    return listEmulableUsers(ctx.deps.db, ctx.institutionId, ctx.caller, input);
  },
});

const start = defineService(contract.startEmulation, {
  summary:
    "Starts seeing the product as a user of the current hotel (their menu, permissions and screens) in the administrator's own session; refused for a user holding what the administrator does not. Audited.",
  async handler(ctx, input) {
    const emulation = await startEmulation(ctx.deps, ctx, ctx.institutionId, input.idUser);
    return { status: 1, message: translate('auth.emulation.started', ctx.locale, { name: emulation.user.name }), emulation };
  },
});

const stop = defineService(contract.stopEmulation, {
  summary: "Ends the session's emulation: the administrator sees the product as themselves again. Audited.",
  async handler(ctx) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    const was = emulationOf(ctx.caller);
    await stopEmulation(ctx.deps, ctx);
    return {
      status: 1,
      message: translate('auth.emulation.stopped', ctx.locale, { name: was?.actor.name ?? ctx.caller.name }),
      emulation: null,
    };
  },
});

export const emulationServices: AnyService[] = [list, start, stop];
