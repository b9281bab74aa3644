import './styles';
import { Button, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Link, useLocation } from '../../lib/navigation';
import { InvalidLink, PageLoading } from './checkin-page';
import { GuestLayout } from './guest-layout';
import { useHotelLink } from './hotel-link';
import { ReviewStayEntry } from './review-entry';
import { Wizard } from './wizard/wizard';
import { bookingTokenOf, useCheckin } from './wizard-store';

/**
 * MenuCheckin-Public (/menu-checkin): the hotel's guest menu, check-in or check-out. The check-in runs the same
 * wizard under this route, where back stays allowed on the summary and the last step (spec section 4). Once the
 * booking found in this tab has its stay begun or ended, the menu also leads to its review (decision 0049).
 */
export function MenuCheckinPage() {
  const { t } = useT();
  const { search } = useLocation();
  const { status, context } = useHotelLink('MenuCheckin-Public');
  const s = useCheckin();
  const started = s.machine.index > 0;
  const [open, setOpen] = useState(false);
  const review = (mb?: 'md') => <ReviewStayEntry token={bookingTokenOf(s)} hotelCode={s.linkCode} mb={mb} />;
  return (
    <GuestLayout hotel={context?.nomeIns} title={t('checkin.menu.title')}>
      {status === 'ready' && (open || started) && review('md')}
      {status === 'invalid' ? (
        <InvalidLink />
      ) : status === 'loading' ? (
        <PageLoading />
      ) : open || started ? (
        <Wizard />
      ) : (
        <Stack gap="md" py="md">
          <Text size="lg" fw={600} component="h1" m={0}>
            {t('checkin.menu.title')}
          </Text>
          <Text>{t('checkin.menu.intro')}</Text>
          <Button size="lg" leftSection={<IconLogin aria-hidden />} onClick={() => setOpen(true)}>
            {t('checkin.menu.checkin')}
          </Button>
          <Button size="lg" variant="default" leftSection={<IconDoorExit aria-hidden />} component={Link} to={`/checkout${search}`}>
            {t('checkin.menu.checkout')}
          </Button>
          {review()}
        </Stack>
      )}
    </GuestLayout>
  );
}
