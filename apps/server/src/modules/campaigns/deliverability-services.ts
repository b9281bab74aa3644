import * as contracts from '@gm/contracts/crm/deliverability-services';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { text } from '../../platform/messages';
import { type AnyService, defineService } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { guestEmails, listSuppressions, removeSuppression } from './deliverability';

const emails = defineService(contracts.guestEmails, {
  summary:
    "The campaign e-mails one guest profile received, newest first: campaign name, delivery, opens, clicks, failure (the profile's timeline).",
  handler: async (ctx, input) => ({ data: await guestEmails(ctx.deps.db, ctx.institutionId, input.profileId) }),
});

const list = defineService(contracts.listSuppressions, {
  summary: "The hotel's suppressed addresses (hard bounces, complaints, manual), newest first: marketing mail never goes to them.",
  sample: () => ({ limit: 10 }),
  handler: (ctx, input) => listSuppressions(ctx.deps.db, ctx.institutionId, input),
});

const remove = defineService(contracts.removeSuppression, {
  summary: 'Allows marketing mail to a suppressed address again (the guest fixed the mailbox or asked), with the reason; audited.',
  sample: () => ({ address: 'amostra.supressao@example.org', note: 'Hóspede corrigiu a caixa postal' }),
  async handler(ctx, input) {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    await withTransaction(ctx.deps.db, async (tx) => {
      const was = await removeSuppression(tx, ctx.institutionId, input.address);
      if (!was) throw new AppError('campaigns.suppression_not_found', { field: 'address', httpStatus: 404 });
      await recordAudit(tx, ctx, {
        action: 'crm.suppression.remove',
        target: { type: 'email_suppression', id: input.address },
        before: { reason: was.reason, detail: was.detail },
        after: { note: input.note },
      });
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'suppressions.changed' });
    });
    return { status: 1 as const, message: text('campaigns.suppression_removed', ctx.locale, hotel, { address: input.address }) };
  },
});

export const deliverabilityServices: AnyService[] = [emails, list, remove];
