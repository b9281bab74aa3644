import { formatDateTime } from '@gm/domain/format';
import { npsCategory, type Question } from '@gm/domain/questionnaire';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../platform/errors';

interface BookingReviewRow {
  id: string;
  questionnaire_key: string;
  questionnaire: string;
  version: number;
  person_id: string | null;
  guest: string | null;
  questions: Question[];
  nps: number | null;
  rating: string | null;
  comment: string | null;
  language: 'pt' | 'en' | 'es';
  submitted_at: Date | null;
  updated_at: Date;
  reply_text: string | null;
  replied_at: Date | null;
}

/**
 * ListAvaliacoesReservaService: every answer of a booking of the hotel (each guest's, to each questionnaire), submitted
 * or still a draft, with the questions of the version answered. Guests in the booking's order, then the newest first.
 * A booking of another hotel is not found (404 on codRes): nothing says it exists.
 */
export async function bookingReviews(db: Queryable, institutionId: number, bookingId: number, timeZone: string) {
  const booking = await db.query<{ id: string }>('SELECT id FROM bookings WHERE id = $1 AND institution_id = $2', [
    bookingId,
    institutionId,
  ]);
  if (!booking.rows[0]) throw new AppError('surveys.booking_not_found', { httpStatus: 404, field: 'codRes' });
  const { rows } = await db.query<BookingReviewRow>(
    `SELECT r.id, q.public_key AS questionnaire_key, q.name AS questionnaire, v.version, r.booking_person_id AS person_id,
            coalesce(p.webcheck_name, p.name) AS guest, r.questions, r.nps, r.rating, r.comment, r.language,
            r.submitted_at, r.updated_at, r.reply_text, r.replied_at
       FROM survey_responses r
       JOIN questionnaires q ON q.id = r.questionnaire_id
       JOIN questionnaire_versions v ON v.id = r.version_id
       LEFT JOIN booking_persons p ON p.id = r.booking_person_id
      WHERE r.booking_id = $1 AND r.institution_id = $2
      ORDER BY p.position NULLS FIRST, r.booking_person_id NULLS FIRST, coalesce(r.submitted_at, r.updated_at) DESC, r.id DESC
      LIMIT 200`,
    [bookingId, institutionId],
  );
  return {
    codRes: bookingId,
    data: rows.map((r) => ({
      seqQue: Number(r.id),
      chaveQue: r.questionnaire_key,
      questionario: r.questionnaire,
      versao: r.version,
      codPes: r.person_id === null ? null : Number(r.person_id),
      hospede: r.guest,
      enviado: r.submitted_at ? ('S' as const) : ('N' as const),
      dhEnvio: r.submitted_at ? formatDateTime(r.submitted_at, timeZone) : null,
      dhAtualizacao: formatDateTime(r.updated_at, timeZone),
      nota: r.nps,
      faixa: r.nps === null ? null : npsCategory(r.nps),
      avaliacao: r.rating === null ? null : Number(r.rating),
      comentario: r.comment,
      idioma: r.language,
      resposta: r.reply_text,
      dhResposta: r.replied_at ? formatDateTime(r.replied_at, timeZone) : null,
      questions: r.questions,
    })),
  };
}
