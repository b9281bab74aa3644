import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconChevronDown, IconLanguage, IconLogout, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api';
import { availableInstitutions, institutionKeys } from '../../features/institutions/api';
import { useT } from '../../i18n/use-t';
import { initialsOf } from '../../lib/initials';
import { notify } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import type { Session } from '../../lib/session/session-store';
import { useOpenShellModal } from '../../lib/shell-modals';
import classes from './shell.module.css';

/** User menu: hotel name, user name, e-mail, account settings, change hotel (several hotels), sign-out. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useT();
  const navigate = useNavigate();
  const openModal = useOpenShellModal();
  const { user, contextIns } = session;
  // Guests skip loading the list of hotels (spec section 6).
  const hotels = useQuery({
    queryKey: institutionKeys.available(),
    queryFn: availableInstitutions,
    enabled: !user.guest,
    staleTime: 5 * 60_000,
  });
  const several = (hotels.data?.length ?? 0) > 1;

  async function logout() {
    // The local session ends even when the network fails; the server session then expires on its own.
    await signOut().catch(() => undefined);
    queryClient.clear();
    notify('success', t('auth.logout.success'));
    void navigate('/login/sign-in', { replace: true });
  }

  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('shell.userMenu.open', { name: user.name })}>
          <Avatar size={32} radius="xl" color="white" variant="filled" className={classes.avatar}>
            {initialsOf(user.name, t('shell.userMenu.initialsFallback'))}
          </Avatar>
          <span className={classes.userText}>
            <Text component="span" size="sm" fw={600} c="white" lh={1.2} truncate>
              {user.name}
            </Text>
            {contextIns && (
              <Text component="span" size="xs" c="white" lh={1.2} truncate>
                {contextIns.nomeIns}
              </Text>
            )}
          </span>
          <IconChevronDown size={16} aria-hidden="true" color="white" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.menuIdentity}>
          {contextIns && (
            <Text size="sm" fw={700} data-testid="current-hotel">
              {contextIns.nomeIns}
            </Text>
          )}
          <Text size="sm">{user.name}</Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </div>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account-settings/index" leftSection={<IconSettings size={16} aria-hidden="true" />}>
          {t('shell.userMenu.accountSettings')}
        </Menu.Item>
        {several && (
          <Menu.Item leftSection={<IconBuildingSkyscraper size={16} aria-hidden="true" />} onClick={() => openModal('hotel')}>
            {t('shell.userMenu.changeHotel')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLanguage size={16} aria-hidden="true" />} onClick={() => openModal('language')}>
          {t('shell.userMenu.language')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => void logout()}>
          {t('shell.userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
