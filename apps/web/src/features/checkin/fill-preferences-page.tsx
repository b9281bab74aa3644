import './styles';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLocation } from '../../lib/navigation';
import { InvalidLink, PageLoading } from './checkin-page';
import { FindStay } from './find-stay';
import { GuestLayout } from './guest-layout';
import { useHotelLink } from './hotel-link';
import { readPreferences } from './preferences-api';
import { PreferencesForm } from './preferences-form';

/**
 * /fill-preferences (spec section 2; docs/decisions/0054-guest-preferences.md): the guest tells the hotel how they
 * want the stay (bed, pillow, floor, arrival time, dietary and accessibility needs, a companion, an occasion).
 * The hotel link (?h=) gives the hotel's look and wording; the booking's token comes with the link (&token=) or from
 * the booking search (voucher and name), as on /checkout.
 */
export function FillPreferencesPage() {
  const { t } = useT();
  const { status, context } = useHotelLink('FillPreferences-Public');
  const [token, setToken] = useState<string | null>(new URLSearchParams(useLocation().search).get('token')?.trim() || null);
  return (
    <GuestLayout hotel={context?.nomeIns} title={t('checkin.preferences.title')}>
      {status === 'invalid' ? (
        <InvalidLink />
      ) : status === 'loading' || !context ? (
        <PageLoading />
      ) : token ? (
        <StayPreferences token={token} onExpired={() => setToken(null)} />
      ) : (
        <FindStay
          contextToken={context.jwtContexto}
          onFound={setToken}
          finalidade="checkin"
          title={t('checkin.preferences.title')}
          intro={t('checkin.preferences.search')}
        />
      )}
    </GuestLayout>
  );
}

function StayPreferences({ token, onExpired }: { token: string; onExpired: () => void }) {
  const { t } = useT();
  const saved = useQuery({ queryKey: ['checkin', 'preferences', token], queryFn: () => readPreferences(token), retry: false });
  if (saved.isPending) return <PageLoading />;
  if (saved.isError) {
    return (
      <Stack gap="sm">
        <InvalidLink />
        <Button size="md" variant="default" onClick={onExpired}>
          {t('checkin.checkout.searchAgain')}
        </Button>
      </Stack>
    );
  }
  return <PreferencesForm token={token} saved={saved.data.preferencias} />;
}
