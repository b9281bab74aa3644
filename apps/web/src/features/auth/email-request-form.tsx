import { isValidEmail } from '@gm/domain/validators';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { EmailInput } from '../../ui/email-input';
import type { Outcome } from './api';
import { LoginLayout } from './login-layout';

interface Props {
  title: string;
  description: string;
  emailLabel: string;
  submitLabel: string;
  request: (email: string) => Promise<Outcome>;
}

/** Recovery and activation: an e-mail, a submit and a cancel back to sign-in (spec section 2). */
export function EmailRequestForm({ title, description, emailLabel, submitLabel, request }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const mutation = useMutation({
    mutationFn: () => request(email.trim()),
    onSuccess: (outcome) => {
      notify(outcome.ok ? 'success' : 'warning', outcome.message);
      if (outcome.ok) void navigate('/login/sign-in');
    },
  });
  const valid = isValidEmail(email);
  return (
    <LoginLayout title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !mutation.isPending) mutation.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <EmailInput label={emailLabel} value={email} onChange={setEmail} required autoFocus />
          <Group justify="space-between" grow>
            <Button variant="default" onClick={() => void navigate('/login/sign-in')}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </LoginLayout>
  );
}
