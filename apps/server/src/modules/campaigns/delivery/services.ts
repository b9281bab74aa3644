import * as contract from '@gm/contracts/crm/unsubscribe';
import { type AnyService, defineService } from '../../../platform/registry';
import { finishUnsubscribe, readUnsubscribe } from './unsubscribe';

/** The guest's unsubscribe page's two calls (public: the signed link is the credential). */
const read = defineService(contract.readUnsubscribe, {
  summary: 'What the unsubscribe page shows for a signed link: the hotel, the masked address and the current marketing choices.',
  sample: () => ({ t: '1.1.AAAAAAAAAAAAAAAAAAAAAA' }),
  handler: (ctx, input) => readUnsubscribe(ctx.deps.db, ctx.deps.config.jwtSecret, input.t),
});

const finish = defineService(contract.finishUnsubscribe, {
  summary:
    "Records the guest's choices from the unsubscribe page as consent (source 'unsubscribe'): marketing e-mail stops from the next batch on; stay messages are not affected.",
  sample: () => ({ t: '1.1.AAAAAAAAAAAAAAAAAAAAAA', keep: { email: false, whatsapp: false, sms: false } }),
  handler: async (ctx, input) => ({
    status: 1 as const,
    ...(await finishUnsubscribe(ctx.deps.db, ctx.deps.config.jwtSecret, input.t, input.keep, 'unsubscribe page')),
  }),
});

export const deliveryServices: AnyService[] = [read, finish];
