import type { StaffNotice } from '@gm/contracts/notifications/staff-replies';
import { formatDateTime } from '@gm/domain/format';
import { Anchor, Button, Group, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useHotelTimeZone } from '../../../lib/session/use-hotel-time-zone';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { useOpenNotice } from './notice-open';
import { noticeBooking, noticeTitle } from './notice-text';
import classes from './notices.module.css';
import { useLatestNotices, useMarkNotices, useUnreadNotices } from './use-staff-notices';

export const NOTICES_PATH = '/dashboard/notifications/list';

/** The bell's popover (loaded on first open): the latest notices, each opening its booking; mark all; the whole list. */
export function BellPopover({ onClose, onBooking }: { onClose: () => void; onBooking: (codRes: number) => void }) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const latest = useLatestNotices();
  const unread = useUnreadNotices();
  const { markAll, markingAll } = useMarkNotices();
  const { open, targetOf } = useOpenNotice((codRes) => {
    onClose();
    onBooking(codRes);
  });
  const rows = latest.data?.data ?? [];
  const newest = rows[0]?.id;
  return (
    <Stack gap="xs" data-testid="notification-popover">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} component="h2" size="md" m={0}>
          {t('staffNotices.popover.title')}
        </Text>
        <Button size="compact-sm" variant="subtle" loading={markingAll} disabled={!unread.data?.unread} onClick={() => markAll(newest)}>
          {t('staffNotices.popover.markAll')}
        </Button>
      </Group>
      {latest.isPending ? (
        <Group justify="center" p="md">
          <LoadingIndicator size="sm" label={t('staffNotices.popover.loading')} />
        </Group>
      ) : latest.isError ? (
        <Stack gap={4} align="flex-start" role="alert">
          <Text size="sm">{t('staffNotices.popover.failed')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void latest.refetch()}>
            {t('staffNotices.popover.retry')}
          </Button>
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {t('staffNotices.popover.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={380} type="auto">
          <ul className={classes.list}>
            {rows.map((n) => (
              <li key={n.id}>
                <NoticeItem notice={n} when={formatDateTime(n.createdAt, timeZone)} onOpen={() => open(n)} actionable={!!targetOf(n)} />
              </li>
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
      <Anchor component={Link} to={NOTICES_PATH} onClick={onClose} size="sm" fw={600}>
        {t('staffNotices.popover.seeAll')}
      </Anchor>
    </Stack>
  );
}

/** One notice: a button that marks it read and opens what it is about (its booking, or the reviews). */
function NoticeItem({ notice, when, onOpen, actionable }: { notice: StaffNotice; when: string; onOpen: () => void; actionable: boolean }) {
  const { t } = useT();
  const booking = noticeBooking(t, notice);
  return (
    <UnstyledButton
      className={classes.item}
      onClick={onOpen}
      data-testid="notification-item"
      data-read={notice.read}
      data-actionable={actionable}
    >
      <span className={notice.read ? classes.dotRead : classes.dot} aria-hidden="true" />
      <span className={classes.text}>
        <Text size="sm" fw={notice.read ? 400 : 700} component="span" display="block">
          {noticeTitle(t, notice)}
        </Text>
        <Text size="xs" c="dimmed" component="span" display="block">
          {[t(`staffNotices.kind.${notice.kind}`), booking, when].filter(Boolean).join(' · ')}
          {!notice.read && <VisuallyHidden> · {t('staffNotices.item.unread')}</VisuallyHidden>}
        </Text>
      </span>
    </UnstyledButton>
  );
}
