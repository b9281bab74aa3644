import { defineModule } from '../../platform/module';
import { BOUNCE_JOB, bounceJob } from './bounces';
import { campaignReactions } from './deliverability';
import { deliverabilityMessages } from './deliverability-messages';
import { deliverabilityServices } from './deliverability-services';
import { campaignMessages } from './messages';
import { campaignServices } from './services';

/**
 * CRM e-mail (issue 15, spec section 7 "CRM"): the hotel's e-mail templates, designed as rows of columns and
 * rendered with MJML (docs/decisions/0051-crm-templates.md). Campaigns, sends and tracking join this module later.
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  services: [...campaignServices, ...deliverabilityServices],
  messages: { ...campaignMessages, ...deliverabilityMessages },
  reactions: campaignReactions,
  jobs: { [BOUNCE_JOB]: bounceJob },
  owns: ['campaign_templates', 'campaigns', 'campaign_emails', 'email_suppressions'],
});
