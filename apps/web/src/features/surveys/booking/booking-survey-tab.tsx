import type { BookingReview } from '@gm/contracts/surveys/replies';
import { textIn } from '@gm/domain/questionnaire';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { ReplyForm } from '../reviews/reply-form';
import { AnswersTable } from '../reviews/review-answers';
import { ReviewFigures } from '../reviews/review-figures';
import { useLocale } from '../use-locale';
import { useBookingReviews } from './use-booking-reviews';

/** The answers grouped by guest, in the service's order (the booking's guests in order, then the booking's own link). */
export function byGuest(list: readonly BookingReview[]): { key: string; guest: string | null; answers: BookingReview[] }[] {
  const groups = new Map<string, { key: string; guest: string | null; answers: BookingReview[] }>();
  for (const r of list) {
    const key = r.codPes === null ? 'booking' : String(r.codPes);
    const g = groups.get(key) ?? { key, guest: r.hospede, answers: [] };
    g.answers.push(r);
    groups.set(key, g);
  }
  return [...groups.values()];
}

function Answer({ review }: { review: BookingReview }) {
  const { t } = useT();
  const locale = useLocale();
  const name = t('surveys.review.version', { name: textIn(review.questionario, locale), version: review.versao });
  const sent = review.enviado === 'S';
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={name} data-testid="booking-answer">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant={sent ? 'filled' : 'outline'} color={sent ? 'teal.9' : 'gray.8'}>
            {t(sent ? 'surveys.booking.sent' : 'surveys.booking.draft')}
          </Badge>
        </Group>
        <ReviewFigures review={review} date={review.dhEnvio ?? t('surveys.booking.savedAt', { at: review.dhAtualizacao })} />
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            {t('surveys.review.answers')}
          </Text>
          <AnswersTable questions={review.questions} testId="review-answers" />
        </Stack>
        {sent ? (
          <ReplyForm seqQue={review.seqQue} resposta={review.resposta} dhResposta={review.dhResposta} />
        ) : (
          <Text size="sm">{t('surveys.booking.draftHelp')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The booking modal's Survey tab (decision 0047): each guest's answers to the hotel's questionnaires, submitted or
 * still a draft, question by question in the reader's language, with the hotel's reply to write or change.
 */
export function BookingSurveyTab({ codRes }: { codRes: number }) {
  const { t } = useT();
  const q = useBookingReviews(codRes);
  if (q.isPending)
    return (
      <div role="status">
        <LoadingIndicator size="sm" />
      </div>
    );
  if (q.isError)
    return (
      <Alert color="red" variant="light" title={t('surveys.booking.loadError')}>
        <Button variant="default" size="xs" onClick={() => void q.refetch()}>
          {t('surveys.common.retry')}
        </Button>
      </Alert>
    );
  if (q.data.data.length === 0)
    return (
      <Text data-testid="booking-survey-empty" py="md">
        {t('surveys.booking.empty')}
      </Text>
    );
  return (
    <Stack gap="lg" data-testid="booking-survey">
      {byGuest(q.data.data).map((g) => (
        <Stack key={g.key} gap="sm" component="section" aria-label={g.guest ?? t('surveys.booking.wholeBooking')}>
          <Title order={3} size="h4">
            {g.guest ?? t('surveys.booking.wholeBooking')}
          </Title>
          {g.answers.map((r) => (
            <Answer key={r.seqQue} review={r} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
