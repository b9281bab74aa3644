import type { Db } from '../../db/pool';
import type { MessagingSettings } from '../../platform/config';
import { cloudApiClient } from './cloud-api';
import type { MessagingPort } from './port';
import { createSandboxMessaging } from './sandbox';

export type { LinkChannel, MessageTopic, MessagingBatch, MessagingEvent, MessagingPort, NumberInfo } from './port';
export { CONVERSATION_TOPICS, LINK_CHANNELS, MESSAGE_TOPICS, MessagingRefused, NOTIFICATION_TOPICS } from './port';

/** The WhatsApp Cloud API with WHATSAPP_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN (docs/messaging.md), else the sandbox. */
export function configuredMessaging(settings: MessagingSettings, db: Db): MessagingPort {
  return settings.cloudApi ? cloudApiClient(db, settings.cloudApi) : createSandboxMessaging();
}
