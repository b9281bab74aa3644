import { isValidEmail } from '@gm/domain/validators';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { useSessionState } from '../../lib/session/session-store';
import { AppModal } from '../../ui/app-modal';
import { EmailInput } from '../../ui/email-input';
import { sendFeedback } from './api';

/** Send feedback (name, e-mail, message): send stays disabled until all are filled and the e-mail is valid. */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useT();
  const s = useSessionState();
  const user = s.status === 'signed-in' ? s.session.user : null;
  const initial = () => ({ NOME: user?.name ?? '', EMAIL: user?.email ?? '', FEEDBACK: '' });
  const [form, setForm] = useState(initial);
  const mutation = useMutation({
    mutationFn: () => sendFeedback({ NOME: form.NOME.trim(), EMAIL: form.EMAIL.trim(), FEEDBACK: form.FEEDBACK.trim() }),
    onSuccess: () => {
      notify('success', t('shell.feedback.sent'));
      onClose();
    },
  });
  const valid = form.NOME.trim() !== '' && isValidEmail(form.EMAIL) && form.FEEDBACK.trim() !== '';
  return (
    <AppModal opened={opened} onClose={onClose} onClosed={() => setForm(initial())} title={t('shell.feedback.title')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !mutation.isPending) mutation.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('shell.feedback.name')}
            required
            autoComplete="name"
            value={form.NOME}
            onChange={(e) => setForm({ ...form, NOME: e.currentTarget.value })}
          />
          <EmailInput label={t('shell.feedback.email')} required value={form.EMAIL} onChange={(EMAIL) => setForm({ ...form, EMAIL })} />
          <Textarea
            label={t('shell.feedback.message')}
            required
            autosize
            minRows={4}
            maxLength={5000}
            value={form.FEEDBACK}
            onChange={(e) => setForm({ ...form, FEEDBACK: e.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={mutation.isPending}>
              {t('shell.feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
