import { Button, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { Link, useLocation } from '../../lib/navigation';
import { resolveLink } from './api';
import { InvalidLink, PageLoading } from './checkin-page';
import { GuestLayout } from './guest-layout';

/** /select-ins?r=code (SelectIns-Public): a network's link; the guest picks the hotel, then checks in there. */
export function SelectInsPage() {
  const { t } = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const r = params.get('r')?.trim() ?? '';
  const network = useQuery({ queryKey: ['checkin', 'network', r], queryFn: () => resolveLink({ r }), enabled: r !== '', retry: false });
  const hotels = network.data?.tipo === 'r' ? network.data.hotels.filter((h) => h.h) : [];
  const linkTo = (h: string) => {
    const next = new URLSearchParams(search);
    next.delete('r');
    next.set('h', h);
    return `/checkin?${next}`;
  };
  return (
    <GuestLayout hotel={network.data?.tipo === 'r' ? network.data.rede : null} title={t('checkin.selectIns.title')}>
      {!r || network.isError || (network.data && hotels.length === 0) ? (
        <InvalidLink />
      ) : network.isPending ? (
        <PageLoading />
      ) : (
        <Stack gap="sm">
          <Title order={1} size="h3">
            {t('checkin.selectIns.title')}
          </Title>
          <Text>{t('checkin.selectIns.intro')}</Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {hotels.map((h) => (
              <li key={h.codIns}>
                <Button
                  component={Link}
                  to={linkTo(h.h!)}
                  variant="default"
                  size="lg"
                  fullWidth
                  justify="flex-start"
                  leftSection={<IconBuilding aria-hidden />}
                >
                  {h.nome}
                </Button>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </GuestLayout>
  );
}
