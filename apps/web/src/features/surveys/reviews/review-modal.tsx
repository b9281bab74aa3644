import type { ReviewRow } from '@gm/contracts/surveys/replies';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { AppModal } from '../../../ui/app-modal';
import { ReplyForm } from './reply-form';
import { ReviewAnswers } from './review-answers';
import { ReviewFigures } from './review-figures';

/** One review: what the guest answered (score, stars, comment) and the hotel's reply (DefineMsgAvaliacaoService). */
export function ReviewModal({ review, onClose }: { review: ReviewRow; onClose: () => void }) {
  const { t } = useT();
  const [opened, setOpened] = useState(true);
  return (
    <AppModal
      opened={opened}
      onClose={() => setOpened(false)}
      onClosed={onClose}
      size="lg"
      title={t('surveys.review.title', { guest: review.hospede ?? t('surveys.review.anonymous') })}
    >
      <Stack gap="md" data-testid="review-detail">
        <ReviewFigures review={review} date={review.dhEnvio} voucher={review.voucher} />
        <ReviewAnswers seqQue={review.seqQue} />
        <ReplyForm
          seqQue={review.seqQue}
          resposta={review.resposta}
          dhResposta={review.dhResposta}
          onSaved={() => setOpened(false)}
          onCancel={() => setOpened(false)}
        />
      </Stack>
    </AppModal>
  );
}
