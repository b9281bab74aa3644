// The WhatsApp number's contracts (issue 17; not calls of the spec: docs/decisions/0074-guest-messaging.md).
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { messagingAccountReply, saveMessagingAccountInput } from './index';

/** Part of the hotel's basic settings: CHANGEINS:{codIns}:basic in the caller's current hotel. */
const settings = {
  basePaths: ['/jwt/brokerJson/config'],
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
} as const;

export const getMessagingAccount = defineContract({
  ...settings,
  name: 'ConsultarContaWhatsappService',
  input: emptyInput,
  output: messagingAccountReply,
});

/** Adds or changes the hotel's WhatsApp number (checked with the provider); its history is ingested at once. */
export const saveMessagingAccount = defineContract({
  ...settings,
  name: 'SalvarContaWhatsappService',
  writes: true,
  input: saveMessagingAccountInput,
  output: messagingAccountReply,
});

/** Ingests the number's new messages now instead of at the next quarter-hourly run. */
export const syncMessagingAccount = defineContract({
  ...settings,
  name: 'SincronizarWhatsappService',
  writes: true,
  input: emptyInput,
  output: messagingAccountReply,
});
