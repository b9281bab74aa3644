import { ActionIcon, Group, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { loadFeatureBundle } from '../../../i18n/feature-bundles';
import { useT } from '../../../i18n/use-t';
import { BookingModalSlot } from '../../bookings/public';
import { staffNoticesBundle } from '../i18n/staff-bundle';
import { useNoticeKinds, useUnreadNotices } from './use-staff-notices';

// The popover's content and words load on first open: the bell itself is on every back-office page.
const Content = lazy(() =>
  Promise.all([import('./bell-popover'), loadFeatureBundle(staffNoticesBundle)]).then(([m]) => ({ default: m.BellPopover })),
);

/** The activity bar's bell, for users who may see notices in the current hotel (DASH webcheckins or nps). */
export function NotificationBell() {
  return useNoticeKinds().length > 0 ? <Bell /> : null;
}

function Bell() {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  const [booking, setBooking] = useState<{ codRes: number; seq: number } | null>(null);
  const count = useUnreadNotices();
  const unread = count.data?.unread ?? 0;
  const more = count.data?.more ?? false;
  const label = more
    ? t('shell.notices.bellMore', { count: unread })
    : unread === 0
      ? t('shell.notices.bell')
      : unread === 1
        ? t('shell.notices.bellUnreadOne')
        : t('shell.notices.bellUnread', { count: unread });
  return (
    <>
      <Indicator
        label={<span aria-hidden="true">{more ? `${unread}+` : unread}</span>}
        disabled={unread === 0}
        color="red.9"
        size={18}
        offset={6}
        inline
      >
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus returnFocus withinPortal>
          <Popover.Target>
            <ActionIcon
              variant="transparent"
              color="white"
              size="lg"
              aria-label={label}
              onClick={() => setOpened((o) => !o)}
              data-testid="notification-bell"
              data-unread={more ? `${unread}+` : unread}
            >
              <IconBell size={22} aria-hidden="true" />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown role="dialog" aria-label={t('shell.notices.bell')}>
            {opened && (
              <Suspense
                fallback={
                  <Group justify="center" p="md">
                    <Loader size="sm" />
                  </Group>
                }
              >
                <Content onClose={() => setOpened(false)} onBooking={(codRes) => setBooking((b) => ({ codRes, seq: (b?.seq ?? 0) + 1 }))} />
              </Suspense>
            )}
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {booking && <BookingModalSlot key={booking.seq} codRes={booking.codRes} onClose={() => setBooking(null)} />}
    </>
  );
}
