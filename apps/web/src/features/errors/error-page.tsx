import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { landingPath } from '../../lib/access';
import { useRouteTable } from '../../lib/route-table';
import { useSessionState } from '../../lib/session/session-store';

const MESSAGES: Record<string, { title: string; hint: string }> = {
  notfound: { title: 'errors.page.notfound', hint: 'errors.page.notfoundHint' },
  unauthorized: { title: 'errors.page.unauthorized', hint: 'errors.page.unauthorizedHint' },
  internal: { title: 'errors.page.internal', hint: 'errors.page.internalHint' },
};

/**
 * /error/{type}: 'Page not found.', 'Unauthorized access.' (spec section 2), or an internal error. A signed-in user
 * reads it inside the shell (the router's ShellWhenSignedIn), with the drawer to go on; a visitor alone.
 */
export function ErrorPage() {
  const { type = 'notfound' } = useParams();
  const { t } = useT();
  const s = useSessionState();
  const { routes } = useRouteTable();
  const inShell = s.status === 'signed-in';
  const home = inShell ? landingPath(routes, { user: s.session.user, contextIns: s.session.contextIns }) : '/login/sign-in';
  const message = MESSAGES[type] ?? { title: 'errors.page.generic', hint: 'errors.page.notfoundHint' };
  return (
    <Center component={inShell ? 'div' : 'main'} mih={inShell ? '50vh' : '100vh'} p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1} size="h2" data-testid="error-message">
          {t(message.title)}
        </Title>
        <Text ta="center">{t(message.hint)}</Text>
        <Button component={Link} to={home}>
          {inShell ? t('errors.page.goHome') : t('errors.page.goSignIn')}
        </Button>
      </Stack>
    </Center>
  );
}
