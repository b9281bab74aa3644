import './styles';
import { Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Busy } from './busy';
import { GuestLayout } from './guest-layout';
import { useHotelLink } from './hotel-link';
import { Wizard } from './wizard/wizard';

/** The hotel link could not be opened: 'Link de Hotel Inválido'. */
export function InvalidLink() {
  const { t } = useT();
  return (
    <Stack gap="xs" py="xl" ta="center" data-testid="invalid-link">
      <Title order={1} size="h3">
        {t('checkin.link.invalid')}
      </Title>
      <Text>{t('checkin.link.invalidHint')}</Text>
    </Stack>
  );
}

export function PageLoading() {
  return <Busy />;
}

/** The web check-in from a hotel link (/checkin?h=code; ?r=code goes to the hotel choice). */
function WizardPage({ route }: { route: string }) {
  const { t } = useT();
  const { status, context } = useHotelLink(route);
  return (
    <GuestLayout hotel={context?.nomeIns} title={t('checkin.page.title')}>
      {status === 'invalid' ? <InvalidLink /> : status === 'loading' ? <PageLoading /> : <Wizard />}
    </GuestLayout>
  );
}

export function CheckinPage() {
  return <WizardPage route="Checkin-Public" />;
}
