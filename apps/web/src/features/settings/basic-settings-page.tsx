import { Button, Center, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLocation } from '../../lib/navigation';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { AppearanceSection } from './appearance-section';
import { Devices } from './devices';
import { FlagsForm } from './flags-form';
import { IdentityForm } from './identity-form';
import { LinkCodes } from './link-codes';
import { ReviewSites } from './review-sites';
import { useBasicSettings } from './use-basic-settings';
import { WhatsappNumber } from './whatsapp-number';

const TABS = ['identity', 'appearance', 'flags', 'links', 'reviews', 'devices', 'whatsapp'] as const;
type Tab = (typeof TABS)[number];

/**
 * /config/basicsettings (CHANGEINS basic): the hotel's identity, its look on the guest pages (logo, colour), the
 * flags of spec section 3, its guest links, its accounts on review sites (decision 0072), its lobby kiosks and door-lock connectors. Each tab saves on its own; `?tab=` opens one.
 */
export function BasicSettingsPage() {
  const { t } = useT();
  const location = useLocation();
  const asked = new URLSearchParams(location.search).get('tab');
  const [tab, setTab] = useState<Tab>((TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'identity');
  const query = useBasicSettings();
  return (
    <Stack gap="lg">
      <div>
        <PageTitle size="h2">{t('settings.titles.basic')}</PageTitle>
        <Text mt={4}>{t('settings.basic.intro')}</Text>
      </div>
      {query.isPending ? (
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      ) : query.isError ? (
        <Stack align="flex-start">
          <Text>{t('settings.basic.loadFailed')}</Text>
          <Button variant="default" onClick={() => void query.refetch()}>
            {t('settings.basic.retry')}
          </Button>
        </Stack>
      ) : (
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'identity')} keepMounted={false}>
          <Tabs.List>
            {TABS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {t(`settings.basic.tabs.${k}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="identity" pt="md">
            <IdentityForm settings={query.data.settings} />
          </Tabs.Panel>
          <Tabs.Panel value="appearance" pt="md">
            <AppearanceSection settings={query.data.settings} />
          </Tabs.Panel>
          <Tabs.Panel value="flags" pt="md">
            <FlagsForm settings={query.data.settings} />
          </Tabs.Panel>
          <Tabs.Panel value="links" pt="md">
            <LinkCodes links={query.data.settings.links} />
          </Tabs.Panel>
          <Tabs.Panel value="reviews" pt="md">
            <ReviewSites />
          </Tabs.Panel>
          <Tabs.Panel value="devices" pt="md">
            <Devices />
          </Tabs.Panel>
          <Tabs.Panel value="whatsapp" pt="md">
            <WhatsappNumber />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
