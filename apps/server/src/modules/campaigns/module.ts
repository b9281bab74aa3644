import { defineModule } from '../../platform/module';
import { deliveryRoutes } from './delivery/routes';
import { DUE_JOB, dueJob, RUN_JOB, runJob, SEND_JOB } from './delivery/run';
import { sendJob } from './delivery/send';
import { deliveryServices } from './delivery/services';
import { campaignMessages } from './messages';
import { campaignServices } from './services';

/**
 * CRM e-mail (issue 15, spec section 7 "CRM"): the hotel's e-mail templates, designed as rows of columns and
 * rendered with MJML (docs/decisions/0051-crm-templates.md). Campaigns, sends and tracking join this module later.
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  services: [...campaignServices, ...deliveryServices],
  messages: campaignMessages,
  owns: ['campaign_templates', 'campaigns', 'campaign_emails', 'email_suppressions', 'campaign_send_pace'],
  // Delivery (docs/decisions/0058-campaign-delivery.md): the due sweep, a run, the sender; tracking and unsubscribe links.
  jobs: { [DUE_JOB]: dueJob, [RUN_JOB]: runJob, [SEND_JOB]: sendJob },
  routes: [deliveryRoutes],
});
