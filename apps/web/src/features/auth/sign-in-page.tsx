import { isValidEmail } from '@gm/domain/validators';
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { canOpen, landingPath, takeReturnPath } from '../../lib/access';
import { notify } from '../../lib/notify';
import { type RouteTable, useRouteTable } from '../../lib/route-table';
import type { RouteContext } from '../../lib/route-types';
import { EmailInput } from '../../ui/email-input';
import { signIn } from './api';
import { LoginLayout } from './login-layout';

/** The remembered pre-login path when the user may open it, else Details (guests) or Home. */
function afterSignIn(table: RouteTable, ctx: RouteContext): string {
  const saved = takeReturnPath();
  const route = saved ? table.findRoute(saved.split('?')[0]!) : null;
  if (saved && route && !route.public && canOpen(route, ctx)) return saved;
  return landingPath(table.routes, ctx);
}

export function SignInPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const routeTable = useRouteTable();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const canSubmit = isValidEmail(email) && password !== '';

  const mutation = useMutation({
    mutationFn: () => signIn(email.trim(), password),
    onSuccess: (result) => {
      if (!result.ok) {
        notify('warning', result.message);
        return;
      }
      notify('success', t('auth.signIn.success'));
      void navigate(afterSignIn(routeTable, { user: result.session.user, contextIns: result.session.contextIns }), { replace: true });
    },
  });

  return (
    <LoginLayout title={t('auth.signIn.title')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canSubmit && !mutation.isPending) mutation.mutate();
        }}
      >
        <Stack gap="md">
          <EmailInput label={t('auth.signIn.email')} value={email} onChange={setEmail} required autoFocus />
          <PasswordInput
            label={t('auth.signIn.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.showPassword') }}
          />
          <Button type="submit" disabled={!canSubmit} loading={mutation.isPending} fullWidth>
            {t('auth.signIn.submit')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/login/recovery" size="sm">
              {t('auth.signIn.forgot')}
            </Anchor>
            <Anchor component={Link} to="/login/activate" size="sm">
              {t('auth.signIn.activate')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </LoginLayout>
  );
}
