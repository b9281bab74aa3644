import { defineReviewMessageInput } from '@gm/contracts/surveys/inputs';
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t';
import { applyWrite } from '../../../lib/api/mutations';
import { useContractForm } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { replyToReview, surveyKeys } from '../api';

const KEYS = { too_small: 'surveys.reply.required', too_big: 'surveys.reply.tooLong' };

interface Props {
  seqQue: number;
  /** The reply already sent, and when; null: none yet. */
  resposta: string | null;
  dhResposta: string | null;
  onSaved?: () => void;
  /** A cancel button beside the send one (the review modal's). */
  onCancel?: () => void;
}

/**
 * The hotel's reply to a submitted review (DefineMsgAvaliacaoService), shown to the guest on their review page; a
 * new reply replaces the earlier one. The reviews' lists (the booking's answers among them) refetch once saved.
 */
export function ReplyForm({ seqQue, resposta, dhResposta, onSaved, onCancel }: Props) {
  const { t } = useT();
  const client = useQueryClient();
  const { form, onSubmit, busy, errorOf } = useContractForm({
    initialValues: { seqQue, mensagem: resposta ?? '' },
    schema: defineReviewMessageInput,
    keys: KEYS,
    send: replyToReview,
    onSuccess: () => {
      void applyWrite(client, { lists: [surveyKeys.reviews] });
      notify('success', t('surveys.reply.saved'));
      onSaved?.();
    },
    t,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('surveys.reply.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('surveys.reply.title')}</Text>
          {dhResposta && (
            <Badge variant="outline" color="gray.8">
              {t('surveys.reply.sentAt', { at: dhResposta })}
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
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('surveys.common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {resposta ? t('surveys.reply.update') : t('surveys.reply.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
