import { Anchor, AppShell, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import type { RouteContext } from '../../lib/route-types';
import { useOpenShellModal } from '../../lib/shell-modals';
import { buildNavTree, type NavItem } from '../nav-tree';
import { appNavGroups, appRoutes } from '../routes';
import classes from './shell.module.css';

/** Collapsible navigation drawer filtered by permission; one submenu open at a time; contact and year below. */
export function NavDrawer({ ctx, onNavigate }: { ctx: RouteContext; onNavigate: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const openModal = useOpenShellModal();
  const tree = useMemo(() => buildNavTree(appRoutes, appNavGroups, ctx), [ctx]);
  const activeGroup = tree.groups.find((g) => g.items.some((i) => pathname.startsWith(i.to)))?.group.id ?? null;
  const [openGroup, setOpenGroup] = useState<string | null>(activeGroup);

  const link = (item: NavItem) => {
    const Icon = item.route.nav!.icon;
    return (
      <NavLink
        key={item.route.name}
        component={RouterNavLink}
        to={item.to}
        label={t(item.route.nav!.labelKey)}
        leftSection={Icon ? <Icon size={18} stroke={1.6} aria-hidden="true" /> : undefined}
        active={pathname === item.to}
        onClick={onNavigate}
      />
    );
  };

  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <div>
          {tree.top.map(link)}
          {tree.groups.map(({ group, items }) => {
            const Icon = group.icon;
            return (
              <NavLink
                key={group.id}
                component="button"
                type="button"
                aria-expanded={openGroup === group.id}
                label={t(group.labelKey)}
                leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
                rightSection={<IconChevronRight size={14} aria-hidden="true" />}
                opened={openGroup === group.id}
                onChange={(opened) => setOpenGroup(opened ? group.id : null)}
                childrenOffset={28}
              >
                {items.map(link)}
              </NavLink>
            );
          })}
        </div>
      </AppShell.Section>
      <AppShell.Section p="md" className={classes.drawerFooter}>
        <Anchor component="button" type="button" size="sm" onClick={() => openModal('feedback')}>
          {t('shell.drawer.contact')}
        </Anchor>
        <Text size="xs" mt={4}>
          {t('shell.drawer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </AppShell.Section>
    </>
  );
}
