import { defineReviewMessageInput } from '@gm/contracts/surveys/inputs';
import type { ReviewRow } from '@gm/contracts/surveys/replies';
import { textIn } from '@gm/domain/questionnaire';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { applyWrite } from '../../../lib/api/mutations';
import { useContractForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { AppModal } from '../../../ui/app-modal';
import { replyToReview, surveyKeys } from '../api';
import { useDecimal } from '../use-decimal';
import { useLocale } from '../use-locale';
import { ReviewAnswers } from './review-answers';
import { ScoreBadge } from './score-badge';

const KEYS = { too_small: 'surveys.reply.required', too_big: 'surveys.reply.tooLong' };

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

/** One review: what the guest answered (score, stars, comment) and the hotel's reply (DefineMsgAvaliacaoService). */
export function ReviewModal({ review, onClose }: { review: ReviewRow; onClose: () => void }) {
  const { t } = useT();
  const locale = useLocale();
  const decimal = useDecimal();
  const client = useQueryClient();
  const [opened, setOpened] = useState(true);
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: { seqQue: review.seqQue, mensagem: review.resposta ?? '' },
    schema: defineReviewMessageInput,
    keys: KEYS,
    send: replyToReview,
    onSuccess: () => {
      void applyWrite(client, { lists: [surveyKeys.reviews] });
      notify('success', t('surveys.reply.saved'));
      setOpened(false);
    },
    t,
  });
  return (
    <AppModal
      opened={opened}
      onClose={() => setOpened(false)}
      onClosed={onClose}
      size="lg"
      title={t('surveys.review.title', { guest: review.hospede ?? t('surveys.review.anonymous') })}
    >
      <Stack gap="md" data-testid="review-detail">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Field label={t('surveys.columns.date')}>{review.dhEnvio}</Field>
          <Field label={t('surveys.columns.voucher')}>{review.voucher ?? '–'}</Field>
          <Field label={t('surveys.review.language')}>{t(`surveys.languages.${review.idioma}`)}</Field>
          <Field label={t('surveys.columns.score')}>
            <ScoreBadge score={review.nota} band={review.faixa} />
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
        <ReviewAnswers seqQue={review.seqQue} />
        <form onSubmit={onSubmit} noValidate aria-label={t('surveys.reply.title')}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('surveys.reply.title')}</Text>
              {review.dhResposta && (
                <Badge variant="outline" color="gray.8">
                  {t('surveys.reply.sentAt', { at: review.dhResposta })}
                </Badge>
              )}
            </Group>
            <Textarea
              label={t('surveys.reply.message')}
              description={t('surveys.reply.help')}
              autosize
              minRows={4}
              maxLength={2000}
              data-path="mensagem"
              {...form.getInputProps('mensagem')}
              error={errorOf('mensagem')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('surveys.common.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {review.resposta ? t('surveys.reply.update') : t('surveys.reply.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </AppModal>
  );
}
