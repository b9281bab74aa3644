import { z } from 'zod';

const text = z.string();
const maybe = z.string().nullable();

export const consentState = z.object({ email: z.boolean(), whatsapp: z.boolean(), sms: z.boolean() });

/** One row of ExplorePeople (and the sample of the segment builder). The CPF is masked unless the caller may see it. */
export const personRow = z.object({
  id: z.number(),
  name: text,
  email: maybe,
  phone: maybe,
  cpf: maybe,
  city: maybe,
  state: maybe,
  country: maybe,
  language: z.enum(['pt', 'en', 'es']),
  stays: z.number(),
  nights: z.number(),
  lastStay: maybe,
  nextStay: maybe,
  spendCents: z.number(),
  birthDate: maybe,
  consent: consentState,
  flag: maybe,
});
export type PersonRow = z.infer<typeof personRow>;

export const explorePeopleReply = z.object({ metadata: z.object({ totalCount: z.number() }), data: z.array(personRow) });

export const consentEntry = z.object({
  channel: z.enum(['email', 'whatsapp', 'sms']),
  granted: z.boolean(),
  source: text,
  note: maybe,
  user: maybe,
  at: text,
});

export const timelineEntry = z.object({
  at: text,
  kind: z.enum(['booking', 'stay', 'checkin', 'payment', 'survey', 'consent']),
  bookingId: z.number().nullable(),
  voucher: maybe,
  /** The stay's dates, the amount in cents, the NPS score, the channel: what the kind carries. */
  checkIn: maybe,
  checkOut: maybe,
  status: maybe,
  amountCents: z.number().nullable(),
  nps: z.number().nullable(),
  detail: maybe,
});

export const explorePersonReply = z.object({
  profile: personRow.extend({
    document: maybe,
    emails: z.array(text),
    phones: z.array(text),
    preferences: z.array(text),
    bookingOrigins: z.array(text),
    firstStay: maybe,
    lastNps: z.number().nullable(),
    relatedProfileId: z.number().nullable(),
    createdAt: text,
  }),
  consents: z.array(consentEntry),
  timeline: z.array(timelineEntry),
});
export type ExplorePersonReply = z.infer<typeof explorePersonReply>;

export const changeConsentReply = z.object({ status: z.literal(1), message: text, consent: consentState, consents: z.array(consentEntry) });

const countOf = z.object({ code: text, count: z.number() });

/** ResumoHospedesService: the guests' summary screen. */
export const guestsSummaryReply = z.object({
  profiles: z.number(),
  withStay: z.number(),
  firstTime: z.number(),
  returning: z.number(),
  newLast30Days: z.number(),
  optedInEmail: z.number(),
  flagged: z.number(),
  topStates: z.array(countOf),
  topCountries: z.array(countOf),
  upcomingBirthdays: z.array(z.object({ id: z.number(), name: text, birthday: text, inDays: z.number() })),
});

/** OrigemHospedesService: where guests come from, by Brazilian state (UF) and by country (ISO alpha-2). */
export const guestsLocationReply = z.object({ states: z.array(countOf), countries: z.array(countOf), unknown: z.number() });
