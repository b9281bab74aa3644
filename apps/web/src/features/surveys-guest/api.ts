import type { OutputOf } from '@gm/contracts/contract';
import { getQuestions, setEvaluation } from '@gm/contracts/surveys/services';
import { call } from '../../lib/api/client';

/** The guest's survey calls (spec section 7), each with the survey link's token (or the check-in's booking token). */
export type Questionnaire = OutputOf<typeof getQuestions>;
export type Evaluation = OutputOf<typeof setEvaluation>;

/** ListQuestionsService (getQuestions): the questionnaire with the guest's saved answers. */
export function loadQuestionnaire(
  token: string,
  input: { chaveQue?: string; chaveIns?: string; seguimento?: 'S' },
): Promise<Questionnaire> {
  return call(getQuestions, input, { auth: { bearer: token } });
}

/** InserirAlterarRespostaService (setEvaluation): enviar 'N' keeps a draft, 'S' submits. */
export function saveEvaluation(
  token: string,
  input: { questions: string; chaveIns?: string; enviar: 'S' | 'N'; seguimento?: 'S' },
): Promise<Evaluation> {
  return call(setEvaluation, input, { auth: { bearer: token } });
}
