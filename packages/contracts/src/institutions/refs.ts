// The institutions contracts' addresses for the web's first-load paths (the shell's hotel menu, the guest's hotel
// link on /checkin): ../contract-ref.ts.
import type { ContractRef } from '../contract-ref';
import type * as C from './services';

export const availableInstitutions: ContractRef<typeof C.availableInstitutions> = {
  name: 'AvailableInsPerSujeitoService',
  basePaths: ['/broker/auth'],
};
export const contexto: ContractRef<typeof C.contexto> = { name: 'ContextoService', basePaths: ['/jwt/brokerJson/core'] };
export const sendFeedback: ContractRef<typeof C.sendFeedback> = { name: 'EnviarFeedbackService', basePaths: ['/jwt/broker/core'] };
export const listOutbox: ContractRef<typeof C.listOutbox> = { name: 'ListMailOutboxService', basePaths: ['/jwt/broker/core'] };
