import type { Locale } from '@gm/domain/locale';
import { type Answer, type Question, textIn, visibleQuestions } from '@gm/domain/questionnaire';
import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { getReview, surveyKeys } from '../api';
import { useLocale } from '../use-locale';

type T = (key: string, params?: Record<string, string | number>) => string;

/** An answer in the reader's words: yes/no, "4 of 5 stars", the chosen options' labels, or the text as given. */
export function answerText(q: Question, answer: Answer | undefined, locale: Locale, t: T): string {
  if (answer === null || answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0))
    return t('surveys.review.notAnswered');
  const label = (v: unknown) => {
    const o = q.options?.find((x) => String(x.value) === String(v));
    return o ? textIn(o.descrPer, locale) : String(v);
  };
  if (q.tipoPer === 'boolean') return t(answer === true ? 'surveys.review.yes' : 'surveys.review.no');
  if (q.tipoPer === 'stars') return t('surveys.review.starsOfScale', { stars: Number(answer), scale: q.scale ?? 5 });
  if (Array.isArray(answer)) return answer.map(label).join(', ');
  if (q.tipoPer === 'radiobox') return label(answer);
  if (q.tipoPer === 'date') return dateText(String(answer), locale);
  return String(answer);
}

const LOCALE_TAG: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US', es: 'es' };

/** A date answer (DD/MM/YYYY, the engine's) in the reader's words: "5 de mar. de 2026", "Mar 5, 2026". */
function dateText(value: string, locale: Locale): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return value;
  const at = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** The questions shown to the guest (the engine's visibleQuestions), each with its answer in the reader's words. */
export function AnswersTable({ questions, testId }: { questions: Question[]; testId: string }) {
  const { t } = useT();
  const locale = useLocale();
  return (
    <Table withTableBorder striped data-testid={testId}>
      <Table.Tbody>
        {visibleQuestions(questions).map(({ question, depth }) => (
          <Table.Tr key={question.codPer}>
            <Table.Th scope="row" style={{ paddingLeft: 8 + depth * 16, fontWeight: 500, width: '55%' }}>
              {textIn(question.descrPer, locale)}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
              {answerText(question, question.answer, locale, t)}
              {question.respText ? ` (${question.respText})` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Every question the guest saw (children under their parent) with the answer given (ConsultarAvaliacaoService), and
 * under it the follow-up the guest sent after it (decision 0049), which does not count in the NPS.
 */
export function ReviewAnswers({ seqQue }: { seqQue: number }) {
  const { t } = useT();
  const locale = useLocale();
  const q = useQuery({ queryKey: surveyKeys.review(seqQue), queryFn: () => getReview(seqQue) });
  if (q.isPending) return <LoadingIndicator size="sm" label={t('surveys.review.loading')} />;
  if (q.isError) return <Text size="sm">{t('surveys.review.loadError')}</Text>;
  const follow = q.data.seguimento;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="xs" fw={600}>
          {t('surveys.review.answers')}
        </Text>
        <AnswersTable questions={q.data.questions} testId="review-answers" />
      </Stack>
      {follow && (
        <Stack gap={4} component="section" aria-label={t('surveys.review.followUp', { name: textIn(follow.nome, locale) })}>
          <Text size="xs" fw={600}>
            {t('surveys.review.followUp', { name: textIn(follow.nome, locale) })}
          </Text>
          {follow.dhEnvio && (
            <Text size="xs" c="dark.6">
              {t('surveys.review.followUpSent', { at: follow.dhEnvio })}
            </Text>
          )}
          <AnswersTable questions={follow.questions} testId="review-follow-up-answers" />
        </Stack>
      )}
    </Stack>
  );
}
