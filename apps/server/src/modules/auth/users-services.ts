import * as contract from '@gm/contracts/auth/users';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { listMembers, type Member, toHotelUser } from './users-admin';
import { hotelsForForm } from './users-hotels';
import {
  administratorOf,
  deactivateUser,
  inviteUser,
  reactivateUser,
  removeFromHotel,
  sendPasswordReset,
  updateUser,
} from './users-writes';

/** Users administration (/config/managerusers): the handlers; rules in users-admin.ts, writes in users-writes.ts. */

const shown = (ctx: InstitutionContext, r: { member: Member; mail: 'activation' | 'recovery' | null }) => ({
  status: 1 as const,
  user: toHotelUser(r.member, ctx.institutionId, administratorOf(ctx)),
  mail: r.mail,
});

/** The registry-wide tests' target user (registry-matrix-cases.ts seeds it); the admin otherwise (refused, not 5xx). */
const sampleUser = (fx: { admin: number; extra: Record<string, number | string> }) => ({
  userId: Number(fx.extra.sampleUserId ?? fx.admin),
});

const list = defineService(contract.listUsers, {
  summary: "The current hotel's users by name: status, last sign-in, role or custom grants; searchable, by status.",
  sample: () => ({ search: 'demo', limit: 10 }),
  async handler(ctx, input) {
    const admin = administratorOf(ctx);
    const { total, members } = await listMembers(ctx.deps.db, ctx.institutionId, input);
    return { metadata: { totalCount: total }, data: members.map((m) => toHotelUser(m, ctx.institutionId, admin)) };
  },
});

const hotels = defineService(contract.userHotels, {
  summary: "The hotels where the caller administers users, with a user's role in each; the user's other hotels counted.",
  sample: sampleUser,
  handler: async (ctx, input) => hotelsForForm(ctx, administratorOf(ctx), input.userId),
});

const invite = defineService(contract.inviteUser, {
  summary: 'Invites a user by e-mail to the current hotel with a role or grants; a new account gets the activation link.',
  sample: () => ({ name: 'Convidada Amostra', email: 'convidada.amostra@demo.test', role: 'frontDesk' }),
  handler: async (ctx, input) => shown(ctx, await inviteUser(ctx, input)),
});

const update = defineService(contract.updateUser, {
  summary: "Changes a user's name and grants at the current hotel and their other hotels the administrator administers.",
  sample: (fx) => ({ ...sampleUser(fx), name: 'Amostra Recepção', role: 'frontDesk' }),
  async handler(ctx, input) {
    const r = await updateUser(ctx, input);
    return { status: 1 as const, user: r.member && toHotelUser(r.member, ctx.institutionId, administratorOf(ctx)), mail: null };
  },
});

const deactivate = defineService(contract.deactivateUser, {
  summary: "Deactivates a user's account (every session ends at once); only by an administrator of all their hotels.",
  sample: sampleUser,
  handler: async (ctx, input) => shown(ctx, await deactivateUser(ctx, input.userId)),
});

const reactivate = defineService(contract.reactivateUser, {
  summary: 'Reactivates a deactivated account (invited again if it never set a password).',
  sample: sampleUser,
  handler: async (ctx, input) => shown(ctx, await reactivateUser(ctx, input.userId)),
});

const passwordReset = defineService(contract.sendUserPasswordReset, {
  summary: 'Mails the user a password link: a reset, or the invitation again when the account is not activated.',
  sample: sampleUser,
  handler: async (ctx, input) => shown(ctx, await sendPasswordReset(ctx, input.userId)),
});

const remove = defineService(contract.removeUserFromHotel, {
  summary: 'Removes a user from the current hotel (their grants here end at once; other hotels stay).',
  sample: sampleUser,
  async handler(ctx, input) {
    await removeFromHotel(ctx, input.userId);
    return { status: 1 as const, idUser: input.userId };
  },
});

/** In this order, so the registry-wide tests' admin runs each on its sample user before removing them. */
export const userAdminServices: AnyService[] = [list, hotels, invite, update, deactivate, reactivate, passwordReset, remove];
