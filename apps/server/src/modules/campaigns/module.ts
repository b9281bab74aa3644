import { wordedCatalogue } from '../../platform/messages';
import { defineModule } from '../../platform/module';
import { BOUNCE_JOB, bounceJob } from './bounces';
import { campaignManagementMessages } from './campaign-messages';
import { campaignQueries } from './campaign-queries';
import { campaignManagementServices } from './campaign-services';
import { campaignReactions } from './deliverability';
import { deliverabilityMessages } from './deliverability-messages';
import { deliverabilityServices } from './deliverability-services';
import { deliveryRoutes } from './delivery/routes';
import { DUE_JOB, dueJob, RUN_JOB, runJob, SEND_JOB } from './delivery/run';
import { sendJob } from './delivery/send';
import { deliveryServices } from './delivery/services';
import { flowMessages } from './flows/messages';
import { flowServices } from './flows/services';
import { FLOW_EVENT_JOB, FLOW_TICK_JOB, flowEventJob, flowReactions, flowTickJob } from './flows/triggers';
import { campaignMessages } from './messages';
import { campaignServices } from './services';

// Campaign management (docs/decisions/0056-crm-campaign-screens.md): a hospital's help texts are worded as a hospital's.
const management = wordedCatalogue(campaignManagementMessages);

/**
 * CRM e-mail (issue 15, spec section 7 "CRM"): the hotel's e-mail templates, designed as rows of columns and
 * rendered with MJML (docs/decisions/0051-crm-templates.md). Campaigns, sends and tracking join this module later.
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  services: [...campaignServices, ...flowServices, ...campaignManagementServices, ...deliverabilityServices, ...deliveryServices],
  messages: { ...campaignMessages, ...flowMessages, ...management.messages, ...deliverabilityMessages },
  hospitalKeys: management.hospitalKeys,
  queries: campaignQueries,
  // Delivery (docs/decisions/0058-campaign-delivery.md): the due sweep, a run, the sender; tracking and unsubscribe links.
  jobs: {
    [DUE_JOB]: dueJob,
    [RUN_JOB]: runJob,
    [SEND_JOB]: sendJob,
    [FLOW_EVENT_JOB]: flowEventJob,
    [FLOW_TICK_JOB]: flowTickJob,
    [BOUNCE_JOB]: bounceJob,
  },
  routes: [deliveryRoutes],
  reactions: { ...flowReactions, ...campaignReactions },
  owns: [
    'campaign_templates',
    'campaigns',
    'campaign_emails',
    'email_suppressions',
    'campaign_flows',
    'campaign_flow_enrollments',
    'campaign_send_pace',
  ],
});
