import type { Message } from '../../platform/messages';
import { guestMailWords } from './words-guest';
import { staffMailWords } from './words-staff';

/** The notification mails' words (pt, en, es; hospital wording where it differs). */
export const notificationMessages: Record<string, Message> = {
  ...guestMailWords,
  ...staffMailWords,
  'notifications.notice_not_found': {
    pt: 'Notificação não encontrada.',
    en: 'Notification not found.',
    es: 'Notificación no encontrada.',
  },
};
