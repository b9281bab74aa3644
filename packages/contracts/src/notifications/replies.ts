import { z } from 'zod';
import { concreteLanguage, notificationSettingsInput } from '../notifications';

/** ConsultarNotificacoesService and SalvarNotificacoesService: the hotel's settings as stored (defaults filled). */
export const notificationSettingsReply = z.object({
  settings: notificationSettingsInput,
  /** The hotel's default language ('hotel' and, for a guest whose language is unknown, 'guest'). */
  hotelLanguage: concreteLanguage,
  /** The hotel has a guest link (h code): the check-in invitation has a link to carry. */
  checkinLinkAvailable: z.boolean(),
});
export type NotificationSettingsReply = z.output<typeof notificationSettingsReply>;

/** PreviewNotificacaoService: one mail rendered with the hotel's sample data. */
export const notificationPreviewReply = z.object({
  subject: z.string(),
  /** A whole HTML document: the web shows it in a sandboxed iframe (srcdoc). */
  html: z.string(),
  text: z.string(),
  language: concreteLanguage,
});
export type NotificationPreviewReply = z.output<typeof notificationPreviewReply>;
