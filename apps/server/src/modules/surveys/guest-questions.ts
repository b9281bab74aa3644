import type { OutputOf } from '@gm/contracts/contract';
import { getQuestions } from '@gm/contracts/surveys/services';
import { type GuestPath, SURVEY_GUEST_PATHS } from '@gm/domain/guest-pages';
import type { Locale } from '@gm/domain/locale';
import { textIn } from '@gm/domain/questionnaire';
import { readSurveyLink, type SurveyLink, surveyQuery } from '@gm/domain/survey-link';
import type { z } from 'zod';
import { resolveCaller } from '../../platform/caller';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { InstitutionContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { assertLinkOf, stayBegun, surveyGuest } from './access';
import { followUpInvitation, followUpKeyOf, followUpParent } from './follow-ups';
import { findQuestionnaire, type LoadedQuestionnaire, questionnaireAtVersion } from './questionnaires';
import { findResponse, reviewInvitation, withSavedAnswers } from './responses';

export type QuestionsReply = OutputOf<typeof getQuestions>;
type QuestionsContext = Pick<InstitutionContext, 'deps' | 'caller' | 'bearer' | 'institutionId' | 'locale'>;
type QuestionsInput = z.output<typeof getQuestions.input>;

/**
 * ListQuestionsService's answer (spec section 7): the questionnaire a guest answers, in the version their saved
 * answers keep, with those answers and the hotel's reply; staff get the current version as a preview. The service
 * and the server's render of the review pages (surveyFirstScreen) both ask it.
 */
export async function questionsFor(ctx: QuestionsContext, input: QuestionsInput): Promise<QuestionsReply> {
  const db = ctx.deps.db;
  const hotel = await settingsOf(db, ctx.institutionId);
  const guest = ctx.caller.kind === 'guest' ? await surveyGuest(ctx) : null;
  if (guest) await assertLinkOf(db, guest.institutionId, input.chaveIns);
  const asked = input.seguimento === 'S' && !!guest;
  const key = asked && !input.chaveQue ? await followUpKeyOf(db, guest!, hotel.hospital) : input.chaveQue;
  let q: LoadedQuestionnaire = await findQuestionnaire(db, ctx.institutionId, key, hotel.hospital);
  let saved = null;
  if (guest) {
    await followUpParent(db, guest, q, hotel.hospital, asked);
    saved = await findResponse(db, q.id, guest);
    if (saved) q = await questionnaireAtVersion(db, Number(saved.version_id));
  }
  const submitted = !!saved?.submitted_at;
  const band = saved?.nps == null ? null : saved.nps >= 9 ? 'promoter' : null;
  return {
    status: 1 as const,
    chaveQue: q.key,
    nome: textIn(q.name, ctx.locale),
    finalidade: q.purpose,
    versao: q.version,
    nomeIns: hotel.name,
    hospital: hotel.hospital ? ('S' as const) : ('N' as const),
    questions: withSavedAnswers(q.questions, saved?.questions ?? null),
    seqQue: saved ? Number(saved.id) : null,
    enviado: submitted ? ('S' as const) : ('N' as const),
    mensagemHotel: saved?.reply_text ?? null,
    avaliarEm: await reviewInvitation(db, ctx.institutionId, band, submitted),
    seguimento:
      guest && saved?.submitted_at && saved.follow_up_of === null
        ? await followUpInvitation(db, guest, hotel.hospital, { questionnaireId: q.id, nps: saved.nps })
        : null,
    estadiaIniciada: !guest || (await stayBegun(db, guest, hotel.timeZone)) ? ('S' as const) : ('N' as const),
  };
}

/** What the server's render of a review page draws: the questionnaire, or null when the link no longer opens it. */
export interface SurveyFirstScreen {
  survey: QuestionsReply | null;
}

/**
 * The first screen of a review page opened from its link (docs/decisions/0046-review-server-render.md): what
 * ListQuestionsService would answer the page's own call with this token, in this language. No token, or one the
 * service would refuse (401/403/404: expired, forged, a staff-minted token, another hotel's code or questionnaire),
 * gives `survey: null`, the page's "no longer valid" screen. Undefined leaves the page to the browser: a staff
 * member's own token (their preview), any other refusal (the page shows the service's message).
 */
export async function surveyFirstScreen(deps: AppDeps, link: SurveyLink, locale: Locale): Promise<SurveyFirstScreen | undefined> {
  // Without a token: the stay lookup when the address names the hotel (decision 0055), drawn in the browser; else
  // the invalid link.
  if (!link.token) return link.chaveIns && !link.followUp ? undefined : { survey: null };
  const input = getQuestions.input.safeParse(surveyQuery(link));
  if (!input.success) return undefined;
  const caller = await resolveCaller(deps, link.token);
  if (caller === 'invalid' || caller.kind === 'anonymous') return { survey: null };
  if (caller.kind !== 'guest') return undefined;
  try {
    const ctx = { deps, caller, bearer: link.token, institutionId: caller.codIns, locale };
    return { survey: await questionsFor(ctx, input.data) };
  } catch (error) {
    if (error instanceof AppError && [401, 403, 404].includes(error.httpStatus)) return { survey: null };
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** The review pages' first screens for the server's render of the guest pages (modules/checkin/guest-pages.ts). */
export function reviewFirstScreens(deps: AppDeps): Partial<Record<GuestPath, (url: URL, locale: Locale) => Promise<unknown>>> {
  const screen = (url: URL, locale: Locale) => surveyFirstScreen(deps, readSurveyLink(url.pathname, url.searchParams), locale);
  return Object.fromEntries(SURVEY_GUEST_PATHS.map((p) => [p, screen]));
}
