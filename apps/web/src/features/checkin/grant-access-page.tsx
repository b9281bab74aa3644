import './styles';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLocation } from '../../lib/navigation';
import { InvalidLink, PageLoading } from './checkin-page';
import { FindStay } from './find-stay';
import { GrantsPanel } from './grants-panel';
import { GuestLayout } from './guest-layout';
import { useHotelLink } from './hotel-link';
import { InvitationView } from './invitation-view';

/**
 * /grant-person-access (docs/decisions/0054-guest-preferences.md). With ?acesso= it is the invitation a person
 * received by e-mail: it opens the booking for them. Otherwise the booking's guest, from the hotel link (?h=, with
 * &token= or the booking search), grants another person access by e-mail and revokes it.
 */
export function GrantAccessPage() {
  const code = new URLSearchParams(useLocation().search).get('acesso')?.trim();
  return code ? <InvitationView code={code} /> : <GrantsForOwner />;
}

function GrantsForOwner() {
  const { t } = useT();
  const { status, context } = useHotelLink('GrantPersonAccess-Public');
  const [token, setToken] = useState<string | null>(new URLSearchParams(useLocation().search).get('token')?.trim() || null);
  return (
    <GuestLayout hotel={context?.nomeIns} title={t('checkin.grants.title')}>
      {status === 'invalid' ? (
        <InvalidLink />
      ) : status === 'loading' || !context ? (
        <PageLoading />
      ) : token ? (
        <GrantsPanel token={token} onExpired={() => setToken(null)} />
      ) : (
        <FindStay
          contextToken={context.jwtContexto}
          onFound={setToken}
          finalidade="checkin"
          title={t('checkin.grants.title')}
          intro={t('checkin.grants.search')}
        />
      )}
    </GuestLayout>
  );
}
