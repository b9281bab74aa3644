import { defineModule } from '../../platform/module';
import { INGEST_ACCOUNT_JOB, INGEST_ALL_JOB, ingestAccountJob, ingestAllJob } from './ingest';
import { messagingMessages } from './messages';
import { messagingBoardMessages, messagingQueries, messagingQueryMessages } from './queries';
import { messagingServices } from './services';
import { webhookRoutes } from './webhook';

/**
 * The hotel's guest messaging on WhatsApp (issue 17, "Sources outside the product"; docs/decisions/0074-guest-messaging.md):
 * the hotel's number, the messages its messaging assistant sent and received and the wa.me links it sends, ingested
 * every fifteen minutes through the messaging port (the Cloud API's webhook feeds it), for the taglaura and auto-wpp
 * dashboards.
 */
export const messagingModule = defineModule({
  name: 'messaging',
  services: messagingServices,
  routes: [webhookRoutes],
  messages: { ...messagingMessages, ...messagingQueryMessages, ...messagingBoardMessages },
  queries: messagingQueries,
  jobs: { [INGEST_ALL_JOB]: ingestAllJob, [INGEST_ACCOUNT_JOB]: ingestAccountJob },
  owns: ['messaging_accounts', 'messaging_messages', 'whatsapp_links', 'whatsapp_link_clicks'],
});
