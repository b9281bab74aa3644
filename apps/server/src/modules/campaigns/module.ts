import { defineModule } from '../../platform/module';
import { flowMessages } from './flows/messages';
import { flowServices } from './flows/services';
import { FLOW_EVENT_JOB, FLOW_TICK_JOB, flowEventJob, flowReactions, flowTickJob } from './flows/triggers';
import { campaignMessages } from './messages';
import { campaignServices } from './services';

/**
 * CRM e-mail (issue 15, spec section 7 "CRM"): the hotel's e-mail templates, designed as rows of columns and
 * rendered with MJML (docs/decisions/0051-crm-templates.md). Campaigns, sends and tracking join this module later.
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  services: [...campaignServices, ...flowServices],
  messages: { ...campaignMessages, ...flowMessages },
  jobs: { [FLOW_EVENT_JOB]: flowEventJob, [FLOW_TICK_JOB]: flowTickJob },
  reactions: flowReactions,
  owns: ['campaign_templates', 'campaigns', 'campaign_emails', 'email_suppressions', 'campaign_flows', 'campaign_flow_enrollments'],
});
