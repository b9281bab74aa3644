import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { notificationPreviewInput, notificationSettingsInput } from '../notifications';
import { PERMISSIONS as P } from '../permissions';
import { notificationPreviewReply, notificationSettingsReply } from './replies';

/**
 * The hotel's notification settings (/config/notificationssettings): CHANGEINS:{codIns}:notifications (spec
 * section 6) in the caller's current hotel. The web calls the first base path.
 */
const settings = {
  basePaths: ['/jwt/brokerJson/config'],
  access: 'user',
  permission: P.CHANGEINS.notifications,
  needsInstitution: true,
} as const;

export const getNotificationSettings = defineContract({
  ...settings,
  name: 'ConsultarNotificacoesService',
  input: emptyInput,
  output: notificationSettingsReply,
});

export const saveNotificationSettings = defineContract({
  ...settings,
  name: 'SalvarNotificacoesService',
  writes: true,
  input: notificationSettingsInput,
  output: notificationSettingsReply,
});

export const previewNotification = defineContract({
  ...settings,
  name: 'PreviewNotificacaoService',
  input: notificationPreviewInput,
  output: notificationPreviewReply,
});
