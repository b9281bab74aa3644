import type { NpsCategory } from '@gm/domain/questionnaire';
import { textIn } from '@gm/domain/questionnaire';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { useDecimal } from '../use-decimal';
import { useLocale } from '../use-locale';
import { ScoreBadge } from './score-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** What a review's figures need: a row of the reviews list, or one answer of a booking. */
export interface ReviewFiguresOf {
  idioma: 'pt' | 'en' | 'es';
  nota: number | null;
  faixa: NpsCategory | null;
  avaliacao: number | null;
  questionario: string;
  versao: number;
  comentario: string | null;
}

/**
 * A review's figures: its date, the booking's voucher (the reviews list's; the booking's view has no need of it), the
 * language answered in, the 0-10 score in its band, the stars' mean, the questionnaire and version, and the comment.
 */
export function ReviewFigures({ review, date, voucher }: { review: ReviewFiguresOf; date: string; voucher?: string | null }) {
  const { t } = useT();
  const locale = useLocale();
  const decimal = useDecimal();
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Field label={t('surveys.columns.date')}>{date}</Field>
        {voucher !== undefined && <Field label={t('surveys.columns.voucher')}>{voucher ?? '–'}</Field>}
        <Field label={t('surveys.review.language')}>{t(`surveys.languages.${review.idioma}`)}</Field>
        <Field label={t('surveys.columns.score')}>
          <ScoreBadge score={review.nota} band={review.faixa} />
          {review.faixa && (
            <Text span size="sm" ml={6}>
              {t(`surveys.bands.${review.faixa}`)}
            </Text>
          )}
        </Field>
        <Field label={t('surveys.columns.stars')}>
          {review.avaliacao === null ? '–' : t('surveys.review.starsOf', { stars: decimal(review.avaliacao) })}
        </Field>
        <Field label={t('surveys.review.questionnaire')}>
          {t('surveys.review.version', { name: textIn(review.questionario, locale), version: review.versao })}
        </Field>
      </SimpleGrid>
      <Field label={t('surveys.columns.comment')}>
        {review.comentario ? (
          <Paper withBorder p="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {review.comentario}
          </Paper>
        ) : (
          t('surveys.review.noComment')
        )}
      </Field>
    </>
  );
}
