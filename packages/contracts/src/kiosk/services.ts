// The lobby kiosk's contracts (issue 16, docs/decisions/0064-kiosk.md); schemas in ./index.ts.
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import {
  checkKioskInput,
  checkKioskReply,
  createKioskInput,
  createKioskReply,
  listKiosksInput,
  listKiosksReply,
  openKioskInput,
  openKioskReply,
  reportKioskSessionInput,
  reportKioskSessionReply,
  revokeKioskInput,
  revokeKioskReply,
  startTerminalPaymentInput,
  terminalPaymentRefInput,
  terminalPaymentReply,
} from './index';

const STAFF_PATHS = ['/jwt/brokerJson/trial'];
const CHECKIN_PATHS = ['/jwt/brokerJson/checkin'];

/** Staff turn a device into the hotel's kiosk: its URL carries a device token shown once. */
export const createKiosk = defineContract({
  name: 'CriarTotemService',
  basePaths: STAFF_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
  writes: true,
  input: createKioskInput,
  output: createKioskReply,
});

export const listKiosks = defineContract({
  name: 'ListTotensService',
  basePaths: STAFF_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
  input: listKiosksInput,
  output: listKiosksReply,
});

/** A lost or retired device: its URL stops working at once. */
export const revokeKiosk = defineContract({
  name: 'RevogarTotemService',
  basePaths: STAFF_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
  writes: true,
  input: revokeKioskInput,
  output: revokeKioskReply,
});

/** The kiosk's start: its device token names the hotel (public: the device has no session of its own). */
export const openKiosk = defineContract({
  name: 'AbrirTotemService',
  basePaths: CHECKIN_PATHS,
  access: 'public',
  rateLimit: 'auth',
  input: openKioskInput,
  output: openKioskReply,
});

/** The guest at the kiosk pays the booking's open invoice on the PIN pad beside it (booking token + device token). */
export const startTerminalPayment = defineContract({
  name: 'IniciarPagamentoTerminalService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  staffPermission: P.PAY.listfaturas,
  needsInstitution: true,
  writes: true,
  input: startTerminalPaymentInput,
  output: terminalPaymentReply,
});

/** The terminal payment now (the kiosk polls it while the guest uses the PIN pad); an approval pays the invoice. */
export const consultTerminalPayment = defineContract({
  name: 'ConsultaPagamentoTerminalService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  staffPermission: P.PAY.listfaturas,
  needsInstitution: true,
  writes: true,
  input: terminalPaymentRefInput,
  output: terminalPaymentReply,
});

/** The guest gives up (or the kiosk's idle wipe): the terminal abandons the amount. */
export const cancelTerminalPayment = defineContract({
  name: 'CancelarPagamentoTerminalService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  staffPermission: P.PAY.listfaturas,
  needsInstitution: true,
  writes: true,
  input: terminalPaymentRefInput,
  output: terminalPaymentReply,
});

/** What stops this booking's check-in at the kiosk (not today, a minor, unpaid, already in): checked before the release. */
export const checkKiosk = defineContract({
  name: 'VerificaCheckinTotemService',
  basePaths: CHECKIN_PATHS,
  access: 'guest',
  needsInstitution: true,
  input: checkKioskInput,
  output: checkKioskReply,
});

/**
 * The kiosk reports a guest's session (start, each screen, the search method, the end) for the totem dashboards
 * (issue 17): public like AbrirTotemService, the device token names the hotel; nothing of the guest is sent.
 */
export const reportKioskSession = defineContract({
  name: 'RegistrarSessaoTotemService',
  basePaths: CHECKIN_PATHS,
  access: 'public',
  writes: true,
  input: reportKioskSessionInput,
  output: reportKioskSessionReply,
});
