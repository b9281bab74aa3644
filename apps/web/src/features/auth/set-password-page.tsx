import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { type LinkPurpose, setPasswordWithLink } from './api';
import { LoginLayout } from './login-layout';
import { NewPasswordFields, type NewPasswordValue, newPasswordValid } from './new-password-fields';

/** /activate and /reset-password (one screen): the mailed link's token sets the password. */
export function SetPasswordPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const purpose: LinkPurpose = pathname.startsWith('/activate') ? 'activate' : 'reset';
  const [value, setValue] = useState<NewPasswordValue>({ newPw: '', newPwVerification: '' });
  const mutation = useMutation({
    mutationFn: () => setPasswordWithLink(purpose, token, value.newPw, value.newPwVerification),
    onSuccess: (message) => {
      notify('success', message);
      void navigate('/login/sign-in', { replace: true });
    },
  });
  const title = purpose === 'activate' ? t('auth.setPassword.titleActivate') : t('auth.setPassword.titleReset');

  if (!token) {
    return (
      <LoginLayout title={title}>
        {/* Dark text on the yellow tint: Mantine's yellow title and message miss AA (axe color-contrast). */}
        <Alert
          color="yellow"
          title={t('auth.setPassword.missingTokenTitle')}
          styles={{ title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } }}
        >
          {t('auth.setPassword.missingToken')}
        </Alert>
        <Anchor component={Link} to={purpose === 'activate' ? '/login/activate' : '/login/recovery'}>
          {t('auth.setPassword.requestNew')}
        </Anchor>
      </LoginLayout>
    );
  }

  return (
    <LoginLayout title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (newPasswordValid(value) && !mutation.isPending) mutation.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {purpose === 'activate' ? t('auth.setPassword.descriptionActivate') : t('auth.setPassword.descriptionReset')}
          </Text>
          <NewPasswordFields value={value} onChange={setValue} />
          <Button type="submit" disabled={!newPasswordValid(value)} loading={mutation.isPending} fullWidth>
            {t('auth.setPassword.submit')}
          </Button>
          <Anchor component={Link} to="/login/sign-in" size="sm" ta="center">
            {t('auth.setPassword.backToSignIn')}
          </Anchor>
        </Stack>
      </form>
    </LoginLayout>
  );
}
