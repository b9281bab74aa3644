import { type Answer, npsCategory, type Question, settleAnswers, visibleQuestions } from '@gm/domain/questionnaire';
import { ensureDefaultQuestionnaire } from '../../modules/surveys/public';
import type { DemoContext } from './context';
import type { Rng } from './random';
import { insertRows, nextId, syncSequence } from './write';

/**
 * Survey answers of the demo properties (issue 14): about a third of the guests of each ended stay of the last 18
 * months answered the default NPS questionnaire a few days after leaving, in their language (mostly Portuguese,
 * some English and Spanish), with scores that improve slowly over the months (the hotel's NPS goes from about 30 to
 * about 55), star ratings that follow the score, and comments from a pool per band and language. The answers are
 * settled by the engine like a guest's, so the dashboards read exactly what real answers would leave.
 */
type Lang = 'pt' | 'en' | 'es';
type Band = 'promoter' | 'passive' | 'detractor';

const HOTEL_COMMENTS: Record<Lang, Record<Band, string[]>> = {
  pt: {
    promoter: [
      'Equipe muito atenciosa, café da manhã excelente.',
      'Quarto limpo e silencioso, voltarei com certeza.',
      'O check-in online facilitou muito a chegada.',
      'Localização ótima e atendimento impecável.',
      'Piscina e café da manhã maravilhosos!',
    ],
    passive: [
      'Boa estadia, mas o Wi-Fi caiu algumas vezes.',
      'Quarto confortável, o chuveiro poderia ser melhor.',
      'Café da manhã bom, pouca variedade de frutas.',
      'Tudo certo, só o estacionamento é apertado.',
    ],
    detractor: [
      'O ar-condicionado fez barulho a noite toda.',
      'Demora no check-in, fila na recepção.',
      'Quarto com cheiro de mofo.',
      'Cobraram um frigobar que não consumimos.',
    ],
  },
  en: {
    promoter: ['Lovely staff and a great breakfast.', 'Spotless room, we will be back.', 'Online check-in made arrival so easy.'],
    passive: ['Nice stay, but the Wi-Fi dropped a few times.', 'Comfortable room; the shower could be better.'],
    detractor: ['The air conditioning was noisy all night.', 'Long wait at the front desk.'],
  },
  es: {
    promoter: [
      'Personal muy amable y un desayuno excelente.',
      'Habitación impecable, volveremos.',
      'El check-in online facilitó la llegada.',
    ],
    passive: ['Buena estadía, pero el Wi-Fi se cortó varias veces.', 'Habitación cómoda; la ducha podría mejorar.'],
    detractor: ['El aire acondicionado hizo ruido toda la noche.', 'Mucha espera en la recepción.'],
  },
};

const HOSPITAL_COMMENTS: Record<Lang, Record<Band, string[]>> = {
  pt: {
    promoter: [
      'Equipe de enfermagem muito carinhosa.',
      'Atendimento rápido e médicos atenciosos.',
      'O check-in online evitou fila na recepção.',
      'Tudo muito limpo e organizado.',
    ],
    passive: ['Bom atendimento, mas a espera foi longa.', 'Comida do quarto poderia ser melhor.', 'Estacionamento caro.'],
    detractor: ['Esperei mais de duas horas para ser atendido.', 'Informações desencontradas na alta.', 'Recepção pouco atenciosa.'],
  },
  en: {
    promoter: ['Caring nurses and attentive doctors.', 'Quick and well organised.'],
    passive: ['Good care, but a long wait.', 'The meals could be better.'],
    detractor: ['I waited over two hours to be seen.', 'Confusing information at discharge.'],
  },
  es: {
    promoter: ['Enfermería muy atenta.', 'Atención rápida y médicos amables.'],
    passive: ['Buena atención, pero mucha espera.', 'La comida podría mejorar.'],
    detractor: ['Esperé más de dos horas para ser atendido.', 'Información confusa en el alta.'],
  },
};

interface EndedStay {
  booking_id: string;
  person_id: string;
  check_out: string;
}

/** A score whose chances improve with the months (progress 0 = 18 months ago, 1 = now). */
function scoreFor(rng: Rng, progress: number, hospital: boolean): number {
  const promoters = (hospital ? 0.5 : 0.52) + 0.14 * progress;
  const detractors = (hospital ? 0.2 : 0.2) - 0.1 * progress;
  const r = rng.next();
  if (r < detractors)
    return rng.weighted([
      [3, 1],
      [4, 1],
      [5, 2],
      [6, 3],
      [2, 0.5],
      [0, 0.3],
    ]);
  if (r < detractors + (1 - promoters - detractors)) return rng.pick([7, 8, 8]);
  return rng.weighted([
    [9, 3],
    [10, 4],
  ]);
}

/** Stars that follow the score: 1-3 for detractors, 3-4 for passives, 4-5 for promoters (with some spread). */
function starsFor(rng: Rng, score: number): number {
  const base = score >= 9 ? 4.6 : score >= 7 ? 3.7 : 2.4;
  return Math.max(1, Math.min(5, Math.round(base + (rng.next() - 0.5) * 1.6)));
}

function answerQuestions(rng: Rng, questions: Question[], score: number, comment: string | null): Question[] {
  const fill = (list: Question[]): Question[] =>
    list.map((q) => {
      let answer: Answer = null;
      if (q.metric === 'nps') answer = score;
      else if (q.metric === 'rating') answer = rng.chance(0.9) ? starsFor(rng, score) : null;
      else if (q.tipoPer === 'boolean') answer = rng.chance(0.85) ? score >= 7 || rng.chance(0.2) : null;
      else if (q.tipoPer === 'texto') answer = comment;
      return { ...q, answer, ...(q.children ? { children: fill(q.children) } : {}) };
    });
  return settleAnswers(fill(questions)).questions;
}

export async function seedSurveys(ctx: DemoContext): Promise<Record<string, number>> {
  const { tx, rng } = ctx;
  const counts: Record<string, number> = {};
  const responses: unknown[][] = [];
  const answers: unknown[][] = [];
  const daily = new Map<string, [number, number, number]>();
  let id = await nextId(tx, 'survey_responses');
  for (const [institutionId, hospital] of [
    [ctx.ids.hotel, false],
    [ctx.ids.hospital, true],
  ] as const) {
    await ensureDefaultQuestionnaire(tx, institutionId, hospital);
    const { rows: q } = await tx.query<{ id: string; version_id: string; questions: Question[]; time_zone: string }>(
      `SELECT q.id, v.id AS version_id, v.questions, i.time_zone FROM questionnaires q
         JOIN questionnaire_versions v ON v.questionnaire_id = q.id JOIN institutions i ON i.id = q.institution_id
        WHERE q.institution_id = $1 AND q.is_default ORDER BY v.version DESC LIMIT 1`,
      [institutionId],
    );
    const questionnaire = q[0]!;
    const today = ctx.todayIn(questionnaire.time_zone);
    const { rows: stays } = await tx.query<EndedStay>(
      `SELECT bp.booking_id, bp.id AS person_id, to_char(b.check_out, 'YYYY-MM-DD') AS check_out
         FROM bookings b JOIN booking_persons bp ON bp.booking_id = b.id
        WHERE b.institution_id = $1 AND b.status = 'O' AND b.check_out < $2::date AND b.check_out >= $2::date - 545
        ORDER BY bp.id`,
      [institutionId, today],
    );
    const pool = hospital ? HOSPITAL_COMMENTS : HOTEL_COMMENTS;
    const kind = hospital ? 'hospital' : 'hotel';
    for (const s of stays) {
      if (!rng.chance(0.34)) continue;
      const daysAgo = Math.round((Date.parse(today) - Date.parse(s.check_out)) / 86_400_000);
      const progress = Math.max(0, Math.min(1, 1 - daysAgo / 545));
      const score = scoreFor(rng, progress, hospital);
      const band = npsCategory(score)!;
      const lang = rng.weighted<Lang>([
        ['pt', 78],
        ['en', 13],
        ['es', 9],
      ]);
      const comment = rng.chance(band === 'passive' ? 0.45 : 0.6) ? rng.pick(pool[lang][band]) : null;
      const settled = answerQuestions(rng, questionnaire.questions, score, comment);
      // Answered one to six days after leaving, between 8:00 and 22:00 (São Paulo, UTC-3), never in the future.
      const lag = rng.int(1, 6);
      const at = new Date(
        Date.parse(`${s.check_out}T00:00:00Z`) + lag * 86_400_000 + (11 + rng.int(0, 14)) * 3_600_000 + rng.int(0, 3599) * 1000,
      );
      if (at.getTime() > ctx.now.getTime()) continue;
      const visible = visibleQuestions(settled).map((v) => v.question);
      const stars = visible.filter((x) => x.metric === 'rating' && typeof x.answer === 'number').map((x) => x.answer as number);
      const rating = stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 100) / 100 : null;
      responses.push([
        id,
        institutionId,
        questionnaire.id,
        questionnaire.version_id,
        s.booking_id,
        s.person_id,
        lang,
        settled,
        score,
        rating,
        comment,
        at,
        at,
        at,
      ]);
      for (const x of visible) {
        if (x.answer === null || x.answer === undefined) continue;
        answers.push([
          id,
          institutionId,
          questionnaire.id,
          x.codPer,
          JSON.stringify(x.answer),
          typeof x.answer === 'number' ? x.answer : null,
          at,
        ]);
      }
      const day = new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
      const key = `${institutionId}|${questionnaire.id}|${day}`;
      const d = daily.get(key) ?? [0, 0, 0];
      d[band === 'promoter' ? 0 : band === 'passive' ? 1 : 2]++;
      daily.set(key, d);
      counts[`${kind}.answers`] = (counts[`${kind}.answers`] ?? 0) + 1;
      counts[`${kind}.${band}`] = (counts[`${kind}.${band}`] ?? 0) + 1;
      id++;
    }
  }
  await insertRows(
    tx,
    'survey_responses',
    [
      ['id', 'bigint'],
      ['institution_id', 'int'],
      ['questionnaire_id', 'bigint'],
      ['version_id', 'bigint'],
      ['booking_id', 'bigint'],
      ['booking_person_id', 'bigint'],
      ['language', 'text'],
      ['questions', 'jsonb'],
      ['nps', 'smallint'],
      ['rating', 'numeric'],
      ['comment', 'text'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
      ['submitted_at', 'timestamptz'],
    ],
    responses,
  );
  await syncSequence(tx, 'survey_responses');
  await insertRows(
    tx,
    'survey_answers',
    [
      ['response_id', 'bigint'],
      ['institution_id', 'int'],
      ['questionnaire_id', 'bigint'],
      ['question_code', 'int'],
      ['value', 'jsonb'],
      ['score', 'numeric'],
      ['answered_at', 'timestamptz'],
    ],
    answers,
  );
  await insertRows(
    tx,
    'survey_nps_daily',
    [
      ['institution_id', 'int'],
      ['questionnaire_id', 'bigint'],
      ['day', 'date'],
      ['answers', 'int'],
      ['promoters', 'int'],
      ['passives', 'int'],
      ['detractors', 'int'],
    ],
    [...daily].map(([k, [p, s, d]]) => [...k.split('|'), p + s + d, p, s, d]),
  );
  return counts;
}
