import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { HelpModal, helpTopic } from '../../features/help/public';
import { useT } from '../../i18n/use-t';
import { PageHelpProvider } from '../../lib/page-help';
import { useRouteTable } from '../../lib/route-table';

/**
 * The help of the screen on show (spec section 2): the route table's name picks the help topic (features/help), the
 * page's title shows the button (ui/page-title.tsx) and this opens the modal. Navigating elsewhere closes it.
 */
export function ScreenHelp({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const { findRoute } = useRouteTable();
  const route = findRoute(pathname);
  const topic = helpTopic(route?.name);
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(false), [pathname]);
  const label = t('shellPieces.help.open');
  const value = useMemo(() => (topic ? { label, open: () => setOpened(true) } : null), [topic, label]);
  return (
    <PageHelpProvider value={value}>
      {children}
      {topic && (
        <HelpModal topic={topic} screen={route?.titleKey ? t(route.titleKey) : ''} opened={opened} onClose={() => setOpened(false)} />
      )}
    </PageHelpProvider>
  );
}
