// The emulation contracts (issue 12); schemas in ./emulation.ts. Contracts only: the web build turns this into data.
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS } from '../permissions';
import { emulationReply, listEmulableUsersInput, listEmulableUsersReply, startEmulationInput } from './emulation';

const PATHS = ['/broker/auth'];

export const listEmulableUsers = defineContract({
  name: 'ListarUsuariosEmulacaoService',
  basePaths: PATHS,
  access: 'user',
  permission: PERMISSIONS.ADM.any,
  needsInstitution: true,
  input: listEmulableUsersInput,
  output: listEmulableUsersReply,
});

/** Starts seeing the product as a user of the current hotel; refused while already emulating (personal). */
export const startEmulation = defineContract({
  name: 'IniciarEmulacaoService',
  basePaths: PATHS,
  access: 'user',
  permission: PERMISSIONS.ADM.any,
  needsInstitution: true,
  personal: true,
  writes: true,
  input: startEmulationInput,
  output: emulationReply,
});

/** Ends the emulation: the session is the administrator's own again. Any emulating session may call it. */
export const stopEmulation = defineContract({
  name: 'EncerrarEmulacaoService',
  basePaths: PATHS,
  access: 'user',
  writes: true,
  input: emptyInput,
  output: emulationReply,
});
