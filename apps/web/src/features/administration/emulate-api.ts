import * as contracts from '@gm/contracts/auth/emulation-services';
import type { InputOf } from '@gm/contracts/contract';
import { call } from '../../lib/api/client';

export const emulationKeys = {
  all: ['emulation'] as const,
  users: ['emulation', 'users'] as const,
};

export const listEmulableUsers = (input: InputOf<typeof contracts.listEmulableUsers>) => call(contracts.listEmulableUsers, input);
export const startEmulation = (idUser: number) => call(contracts.startEmulation, { idUser });
