import * as profiles from '@gm/contracts/crm/profiles-services';
import * as segments from '@gm/contracts/crm/segments-services';
import { todayIn } from '@gm/domain/dates';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { text } from '../../platform/messages';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { consentHistory, currentConsent, recordConsent } from './consents';
import { explorePeople } from './explore';
import { availableFilters } from './filters';
import { explorePerson } from './person';
import { getSegment, listSegments, removeSegment, saveSegment, segmentFilter } from './segments';
import { guestsLocation, guestsSummary } from './summary';

const today = async (ctx: InstitutionContext) => todayIn((await settingsOf(ctx.deps.db, ctx.institutionId)).timeZone);
const userOf = (ctx: InstitutionContext) => {
  if (ctx.caller.kind !== 'user') throw forbidden();
  return ctx.caller.idUser;
};
let sampleSeq = 0;

const people = defineService(profiles.explorePeople, {
  summary:
    "The hotel's guest profiles matching a filter tree (or a saved segment, segmentId), searched by name, e-mail or phone, sorted and paged; CPFs masked.",
  sample: () => ({ limit: 10, filter: { combinator: 'and', rules: [{ field: 'stays', op: 'gte', value: 1 }] } }),
  async handler(ctx, input) {
    const filter = input.segmentId ? await segmentFilter(ctx.deps.db, ctx.institutionId, input.segmentId) : input.filter;
    return explorePeople(ctx.deps.db, ctx.institutionId, { ...input, filter }, await today(ctx));
  },
});

const person = defineService(profiles.explorePerson, {
  summary: 'One guest profile with its consent history and its timeline (bookings, stays, web check-ins, payments, surveys, consents).',
  handler: (ctx, input) => explorePerson(ctx.deps.db, ctx.institutionId, input.id),
});

const consent = defineService(profiles.changeConsent, {
  summary: "Records a guest's marketing opt-in or opt-out on one channel, with its source; the history keeps every change (LGPD).",
  async handler(ctx, input) {
    const userId = userOf(ctx);
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    return withTransaction(ctx.deps.db, async (tx) => {
      await recordConsent(tx, ctx.institutionId, input.id, { ...input, userId });
      await recordAudit(tx, ctx, {
        action: input.granted ? 'crm.consent.grant' : 'crm.consent.revoke',
        target: { type: 'guest_profile', id: input.id, label: input.channel },
      });
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'profiles.changed', id: input.id });
      return {
        status: 1 as const,
        message: text('profiles.consent_saved', ctx.locale, hotel),
        consent: await currentConsent(tx, ctx.institutionId, input.id),
        consents: await consentHistory(tx, ctx.institutionId, input.id),
      };
    });
  },
});

const summary = defineService(profiles.guestsSummary, {
  summary: "The guests' summary: profiles, first-time and returning guests, new ones, top origins, birthdays of the next 30 days.",
  sample: () => ({}),
  handler: async (ctx) => guestsSummary(ctx.deps.db, ctx.institutionId, await today(ctx)),
});

const location = defineService(profiles.guestsLocation, {
  summary: 'Where the guests come from: profiles with a stay by Brazilian state (UF) and by country (ISO alpha-2).',
  sample: () => ({}),
  handler: (ctx) => guestsLocation(ctx.deps.db, ctx.institutionId),
});

const filters = defineService(segments.availableFilters, {
  summary: 'The filterable profile fields (data.avaiableFilters.avaiableFilter), each with its query column, type, operators and options.',
  sample: () => ({}),
  handler: async (ctx) => ({ data: { avaiableFilters: { avaiableFilter: await availableFilters(ctx.deps.db, ctx.institutionId) } } }),
});

const list = defineService(segments.listSegments, {
  summary: "The hotel's saved segments, by name, each counted now.",
  sample: () => ({}),
  handler: async (ctx, input) => ({ data: await listSegments(ctx.deps.db, ctx.institutionId, input.search, await today(ctx)) }),
});

const get = defineService(segments.getSegment, {
  summary: 'One saved segment with its filter tree and its count now.',
  handler: async (ctx, input) => getSegment(ctx.deps.db, ctx.institutionId, input.id, await today(ctx)),
});

const save = defineService(segments.saveSegment, {
  summary:
    "Saves a segment (a name, unique in the hotel, and a filter tree): a new one, or a change of one (id). 'Insira um nome' when empty.",
  sample: () => ({
    name: `Amostra ${Date.now()}-${++sampleSeq}`,
    filter: { combinator: 'and', rules: [{ field: 'stays', op: 'gte', value: 2 }] },
  }),
  async handler(ctx, input) {
    const userId = userOf(ctx);
    const id = await withTransaction(ctx.deps.db, async (tx) => {
      const saved = await saveSegment(tx, ctx.institutionId, userId, input);
      await recordAudit(tx, ctx, {
        action: input.id ? 'crm.segment.update' : 'crm.segment.create',
        target: { type: 'crm_segment', id: saved, label: input.name },
      });
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'segments.changed', id: saved });
      return saved;
    });
    return getSegment(ctx.deps.db, ctx.institutionId, id, await today(ctx));
  },
});

const remove = defineService(segments.removeSegment, {
  summary: 'Removes a saved segment.',
  async handler(ctx, input) {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    await withTransaction(ctx.deps.db, async (tx) => {
      await removeSegment(tx, ctx.institutionId, input.id);
      await recordAudit(tx, ctx, { action: 'crm.segment.remove', target: { type: 'crm_segment', id: input.id } });
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'segments.changed', id: input.id });
    });
    return { status: 1 as const, message: text('profiles.segment_removed', ctx.locale, hotel) };
  },
});

export const profileServices: AnyService[] = [people, person, consent, summary, location, filters, list, get, save, remove];
