import { Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/public';
import { useT } from '../../i18n/use-t';
import { landingPath } from '../../lib/access';
import type { Session } from '../../lib/session/session-store';
import { LanguageMenu } from '../../ui/language-menu';
import { Logo } from '../../ui/logo';
import { appRoutes } from '../routes';
import { ContextTabs } from './context-tabs';
import classes from './shell.module.css';
import { UserMenu } from './user-menu';

/** The top bar: drawer toggle, logo, the context tabs (decision 0080), the notifications' bell (for whoever may see them), language menu and user menu. */
export function ActivityBar({
  session,
  drawerOpen,
  onToggleDrawer,
}: {
  session: Session;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}) {
  const { t } = useT();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.bar}>
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={drawerOpen}
          onClick={onToggleDrawer}
          color="white"
          size="sm"
          aria-label={drawerOpen ? t('shell.drawer.close') : t('shell.drawer.open')}
          aria-expanded={drawerOpen}
          aria-controls="app-navigation"
        />
        <Link to={landingPath(appRoutes, session)} className={classes.logoLink} aria-label={t('shell.activityBar.home')}>
          <Logo compact />
        </Link>
      </Group>
      <ContextTabs />
      <Group gap="xs" wrap="nowrap">
        <NotificationBell />
        <span className={classes.desktopOnly}>
          <LanguageMenu variant="transparent" color="white" />
        </span>
        <UserMenu session={session} />
      </Group>
    </Group>
  );
}
