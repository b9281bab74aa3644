import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { listStaffNoticesInput, markAllStaffNoticesInput, markStaffNoticeInput } from './staff-inputs';
import { listStaffNoticesReply, unreadCount } from './staff-replies';

/**
 * The back office's in-app notifications (the bell and /dashboard/notifications/list; decision 0048): DASH
 * webcheckins or DASH nps in the caller's current hotel (spec section 6: "Notifications list needs webcheckins or
 * nps"); each caller sees the kinds their permissions allow, and their own read state.
 */
const notices = {
  basePaths: ['/jwt/brokerJson/notificacoes'],
  access: 'user',
  permission: [P.DASH.webcheckins, P.DASH.nps],
  needsInstitution: true,
} as const;

export const listStaffNotices = defineContract({
  ...notices,
  name: 'ListNotificacoesService',
  input: listStaffNoticesInput,
  output: listStaffNoticesReply,
});

export const countUnreadStaffNotices = defineContract({
  ...notices,
  name: 'ContarNotificacoesNaoLidasService',
  input: emptyInput,
  output: unreadCount,
});

export const markStaffNotice = defineContract({
  ...notices,
  name: 'MarcarNotificacaoLidaService',
  writes: true,
  input: markStaffNoticeInput,
  output: unreadCount,
});

export const markAllStaffNotices = defineContract({
  ...notices,
  name: 'MarcarNotificacoesLidasService',
  writes: true,
  input: markAllStaffNoticesInput,
  output: unreadCount,
});
