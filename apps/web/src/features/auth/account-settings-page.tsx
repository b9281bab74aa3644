import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session/session-store';
import { PageTitle } from '../../ui/page-title';
import { changePassword } from './api';
import { NewPasswordFields, type NewPasswordValue, newPasswordValid } from './new-password-fields';

const EMPTY: NewPasswordValue = { newPw: '', newPwVerification: '' };

/** /account-settings/index: the signed-in user's password. */
export function AccountSettingsPage() {
  const { t } = useT();
  const { user } = useSession();
  const [currentPw, setCurrentPw] = useState('');
  const [value, setValue] = useState(EMPTY);
  const [formKey, setFormKey] = useState(0);
  const mutation = useMutation({
    mutationFn: () => changePassword(currentPw, value.newPw, value.newPwVerification),
    onSuccess: (outcome) => {
      notify(outcome.ok ? 'success' : 'warning', outcome.message);
      if (outcome.ok) {
        setCurrentPw('');
        setValue(EMPTY);
        setFormKey((k) => k + 1);
      }
    },
  });
  const valid = currentPw !== '' && newPasswordValid(value);
  return (
    <Stack gap="lg" maw={520}>
      <PageTitle size="h2">{t('auth.accountSettings.title')}</PageTitle>
      <Text>{t('auth.accountSettings.signedInAs', { name: user.name, email: user.email })}</Text>
      <Paper withBorder p="lg" radius="md">
        <form
          key={formKey}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (valid && !mutation.isPending) mutation.mutate();
          }}
        >
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('auth.accountSettings.changePassword')}
            </Title>
            <PasswordInput
              label={t('auth.password.current')}
              autoComplete="current-password"
              required
              value={currentPw}
              onChange={(e) => setCurrentPw(e.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.showPassword') }}
            />
            <NewPasswordFields value={value} onChange={setValue} />
            <Button type="submit" disabled={!valid} loading={mutation.isPending} w="fit-content">
              {t('auth.accountSettings.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
