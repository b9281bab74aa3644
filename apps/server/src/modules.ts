import { administrationModule } from './modules/administration/module';
import { authModule } from './modules/auth/module';
import { billingModule } from './modules/billing/module';
import { bookingsModule } from './modules/bookings/module';
import { campaignsModule } from './modules/campaigns/module';
import { checkinModule } from './modules/checkin/module';
import { dashboardsModule } from './modules/dashboards/module';
import { documentsModule } from './modules/documents/module';
import { doorLockModule } from './modules/doorlock/module';
import { homeModule } from './modules/home/module';
import { institutionsModule } from './modules/institutions/module';
import { findSettings } from './modules/institutions/public';
import { kioskModule } from './modules/kiosk/module';
import { locationsModule } from './modules/locations/module';
import { messagingModule } from './modules/messaging/module';
import { notificationsModule } from './modules/notifications/module';
import { profilesModule } from './modules/profiles/module';
import { reputationModule } from './modules/reputation/module';
import { surveysModule } from './modules/surveys/module';
import { widgetModule } from './modules/widget/module';
import type { ModuleDefinition } from './platform/module';
import { queryServices } from './platform/queries';
import type { AnyService } from './platform/registry';

/**
 * Every module of the product, in one list (docs/decisions/0024-module-borders.md): app.ts registers their services,
 * plain routes, job handlers and messages from it, in this order.
 */
export const modules: ModuleDefinition[] = [
  authModule,
  institutionsModule,
  bookingsModule,
  billingModule,
  checkinModule,
  documentsModule,
  locationsModule,
  administrationModule,
  notificationsModule,
  homeModule,
  surveysModule,
  widgetModule,
  campaignsModule,
  profilesModule,
  reputationModule,
  dashboardsModule,
  doorLockModule,
  kioskModule,
  messagingModule,
];

/** Every service of the product, the named queries' three calls included: transports, OpenAPI and the registry-wide tests read it. */
export function allServices(): AnyService[] {
  return [
    ...modules.flatMap((m) => m.services),
    ...queryServices(
      modules.flatMap((m) => m.queries),
      findSettings,
    ),
  ];
}

/**
 * The tables below the modules: the platform's job queue and attempt counters, and what two adapters keep (the mail
 * outbox, the sandbox acquirer's cards and sales). With the modules' `owns`, every table has exactly one owner.
 */
export const groundTables: Record<string, string[]> = {
  platform: ['jobs_legacy', 'attempt_limits', 'audit_log'],
  'adapters/mail': ['mail_outbox'],
  'adapters/bounce-inbox': ['bounce_inbox'],
  'adapters/acquirer': ['acquirer_sandbox_cards', 'acquirer_sandbox_sales'],
  'adapters/card-terminal': ['card_terminal_sandbox'],
  // The WhatsApp Cloud API's webhooks until the messaging job reads them (decision 0074).
  'adapters/messaging': ['whatsapp_inbox'],
};
