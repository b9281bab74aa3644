import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { landingPath } from '../../lib/access';
import { useRouteTable } from '../../lib/route-table';
import { useSessionState } from '../../lib/session/session-store';

const MESSAGES: Record<string, string> = {
  notfound: 'errors.page.notfound',
  unauthorized: 'errors.page.unauthorized',
};

/** /error/{type}: 'Page not found.', 'Unauthorized access.' (spec section 2). */
export function ErrorPage() {
  const { type = 'notfound' } = useParams();
  const { t } = useT();
  const s = useSessionState();
  const { routes } = useRouteTable();
  const home =
    s.status === 'signed-in' ? landingPath(routes, { user: s.session.user, contextIns: s.session.contextIns }) : '/login/sign-in';
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1} size="h2" data-testid="error-message">
          {t(MESSAGES[type] ?? 'errors.page.generic')}
        </Title>
        <Text ta="center">{t(type === 'unauthorized' ? 'errors.page.unauthorizedHint' : 'errors.page.notfoundHint')}</Text>
        <Button component={Link} to={home}>
          {s.status === 'signed-in' ? t('errors.page.goHome') : t('errors.page.goSignIn')}
        </Button>
      </Stack>
    </Center>
  );
}
