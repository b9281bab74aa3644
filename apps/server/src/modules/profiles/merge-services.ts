import * as contracts from '@gm/contracts/crm/profile-merge-services';
import { todayIn } from '@gm/domain/dates';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { text } from '../../platform/messages';
import { type AnyService, defineService } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { confirmDistinct, flaggedPairs, mergeProfiles } from './merge';

const pairs = defineService(contracts.flaggedPairs, {
  summary: 'The flagged profile pairs not decided yet (possible same person), each side with masked CPF and document, newest first.',
  sample: () => ({ limit: 10 }),
  handler: (ctx, input) => flaggedPairs(ctx.deps.db, ctx.institutionId, input.offset, input.limit),
});

const merge = defineService(contracts.mergeProfiles, {
  summary: "Merges two profiles of one person: the removed one's stays, consent history and e-mails move to the kept one; audited.",
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw forbidden();
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    await withTransaction(ctx.deps.db, async (tx) => {
      await mergeProfiles(tx, ctx.institutionId, input.keepId, input.removeId, todayIn(hotel.timeZone));
      await recordAudit(tx, ctx, {
        action: 'crm.profile.merge',
        target: { type: 'guest_profile', id: input.keepId },
        after: { removedProfileId: input.removeId },
      });
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'profiles.changed', id: input.keepId });
    });
    return { status: 1 as const, message: text('profiles.merged', ctx.locale, hotel), id: input.keepId };
  },
});

const distinct = defineService(contracts.distinctProfiles, {
  summary: 'Confirms two flagged profiles are different people: the flag is cleared and the pair remembered; audited.',
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw forbidden();
    const userId = ctx.caller.idUser;
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    await withTransaction(ctx.deps.db, async (tx) => {
      await confirmDistinct(tx, ctx.institutionId, userId, input.id, input.otherId);
      await recordAudit(tx, ctx, {
        action: 'crm.profile.distinct',
        target: { type: 'guest_profile', id: input.id },
        after: { otherProfileId: input.otherId },
      });
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'profiles.changed', id: input.id });
    });
    return { status: 1 as const, message: text('profiles.marked_distinct', ctx.locale, hotel) };
  },
});

export const mergeServices: AnyService[] = [pairs, merge, distinct];
