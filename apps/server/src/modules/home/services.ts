import * as contract from '@gm/contracts/home/services';
import { PERMISSIONS as P } from '@gm/contracts/permissions';
import { type PermissionRequirement, satisfies } from '@gm/domain/permissions';
import { defineService, type InstitutionContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { todayWork } from './today-work';

/** Whether the caller holds a requirement in the context hotel. */
function holds(ctx: InstitutionContext, ...requirements: PermissionRequirement[]): boolean {
  const c = ctx.caller;
  return c.kind === 'user' && satisfies(c.permissions, requirements, { codIns: ctx.institutionId, idUser: c.idUser });
}

const today = defineService(contract.todayWork, {
  summary:
    "Home: the front desk's lists of the hotel's today (its time zone): arrivals with web check-in progress, guests in house and departures (reservas or checkinouts; balances due with PAY listfaturas), registrations pending with the PMS (pessoas) and web check-ins of the last 7 days; each list with its total and at most `limite` items, null when the caller may not see it.",
  sample: () => ({ limite: 5 }),
  async handler(ctx, input) {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    const stays = holds(ctx, P.TRIAL.reservas, P.TRIAL.checkinouts);
    return todayWork(ctx.deps.db, ctx.institutionId, {
      timeZone: hotel.timeZone,
      input,
      parts: { stays, registrations: holds(ctx, P.TRIAL.pessoas), webCheckins: true },
      balances: stays && holds(ctx, P.PAY.listfaturas),
    });
  },
});

export const homeServices = [today];
