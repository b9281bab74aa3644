import * as contracts from '@gm/contracts/auth/services';
import type { InputOf } from '@gm/contracts/contract';
import { call } from '../../lib/api/client';

/** Users administration (/config/managerusers): the current hotel's users. */
export const userKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  /** The invite or edit form's hotels: a user's (by id), or an invitation's ('new'). */
  hotels: (userId: number | 'new') => ['users', 'hotels', userId] as const,
};

export const listUsers = (input: InputOf<typeof contracts.listUsers>) => call(contracts.listUsers, input);
export const userHotels = (userId?: number) => call(contracts.userHotels, userId === undefined ? {} : { userId });
export const inviteUser = (input: InputOf<typeof contracts.inviteUser>) => call(contracts.inviteUser, input);
export const updateUser = (input: InputOf<typeof contracts.updateUser>) => call(contracts.updateUser, input);
export const deactivateUser = (userId: number) => call(contracts.deactivateUser, { userId });
export const reactivateUser = (userId: number) => call(contracts.reactivateUser, { userId });
export const sendPasswordReset = (userId: number) => call(contracts.sendUserPasswordReset, { userId });
export const removeUser = (userId: number) => call(contracts.removeUserFromHotel, { userId });
