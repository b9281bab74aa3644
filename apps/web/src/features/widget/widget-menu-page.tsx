import '../../ui/guest-touch.css';
import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconLogin, IconMail } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { setWording } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { useLocation } from '../../lib/navigation';
import { setHotelLook } from '../../theme/hotel-look';
import { applyHotelTheme } from '../../theme/theme-choice';
import { LanguageSwitch } from '../../ui/language-switch';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { Logo } from '../../ui/logo';
import { loadWidget, type WidgetConfig } from './api';
import { widgetEntriesOf } from './entries';

type State = { phase: 'loading' } | { phase: 'invalid'; message: string | null } | { phase: 'ready'; config: WidgetConfig };

const ICONS = { checkin: IconLogin, pagamento: IconCreditCard, contato: IconMail } as const;

/** The hotel's look and wording from its widget configuration, as a hotel link's guest pages apply them. */
function applyLook(config: WidgetConfig, search: string): void {
  applyHotelTheme(config.h, search, config.tema);
  setHotelLook({ colour: config.cor, logoUrl: config.logoUrl, name: config.nomeIns });
  setWording(config.hospital ? 'hospital' : undefined);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="white" className="gm-guest">
      <Box component="header" px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Box style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Logo />
          <LanguageSwitch touch />
        </Box>
      </Box>
      <Box component="main" id="main" px="sm" py="md" maw={480} mx="auto">
        {children}
      </Box>
    </Box>
  );
}

/**
 * MenuWidgetScreen-Public (/menu-widget-screen, framed by the loader on the hotel's website) and MenuWidget-Public
 * (/menu-widget, the same menu as a page): the entries the hotel offers, each a 50 px link. In the frame the
 * entries open a new tab: the guest's journey needs the whole window and its own storage, which a third-party frame
 * does not keep.
 */
export function WidgetMenuPage() {
  const { t, language } = useT();
  const { pathname, search } = useLocation();
  const framed = pathname.toLowerCase().startsWith('/menu-widget-screen');
  const h = new URLSearchParams(search).get('h')?.trim() || null;
  const [state, setState] = useState<State>(() => (h ? { phase: 'loading' } : { phase: 'invalid', message: null }));

  useEffect(() => {
    if (!h) return;
    let live = true;
    loadWidget(h).then(
      (config) => {
        if (!live) return;
        applyLook(config, search);
        setState({ phase: 'ready', config });
      },
      (error: unknown) => {
        if (live) setState({ phase: 'invalid', message: error instanceof ApiError && error.readable ? error.message : null });
      },
    );
    return () => {
      live = false;
    };
  }, [h, search]);

  // In the frame, Escape closes the menu: the loader on the hotel's page listens for this frame's message.
  useEffect(() => {
    if (!framed || window.parent === window) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') window.parent.postMessage({ gmWidget: 'close' }, '*');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [framed]);

  useEffect(() => {
    document.title = `${t('widget.menu.title')} · ${t('app.meta.title')}`;
  }, [t]);

  if (state.phase === 'loading')
    return (
      <Frame>
        <Center py="xl">
          <LoadingIndicator />
        </Center>
      </Frame>
    );
  if (state.phase === 'invalid')
    return (
      <Frame>
        <Title order={1} size="h3" mb="xs">
          {t('widget.menu.invalid')}
        </Title>
        <Text>{state.message ?? t('widget.menu.invalidHint')}</Text>
      </Frame>
    );
  const { config } = state;
  const target = framed ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <Frame>
      <Stack gap="md">
        <div>
          <Title order={1} size="h3" data-testid="hotel-name">
            {config.nomeIns}
          </Title>
          <Text c="dark.6">{t('widget.menu.intro')}</Text>
        </div>
        <Stack gap="sm" component="nav" aria-label={t('widget.menu.title')}>
          {widgetEntriesOf(config, language).map((entry) => {
            const Icon = ICONS[entry.kind];
            return (
              <Button
                key={entry.kind}
                component="a"
                href={entry.href}
                {...(entry.kind === 'contato' ? {} : target)}
                size="lg"
                h={50}
                variant={entry.kind === 'checkin' ? 'filled' : 'default'}
                justify="flex-start"
                leftSection={<Icon aria-hidden size={22} />}
                data-entry={entry.kind}
              >
                {t(`widget.entry.${entry.kind}`)}
              </Button>
            );
          })}
        </Stack>
        {config.email && (
          <Text size="sm" c="dark.6">
            {t('widget.menu.email', { email: config.email })}
          </Text>
        )}
        {framed && (
          <Text size="sm" c="dark.6">
            {t('widget.menu.newTab')}
          </Text>
        )}
      </Stack>
    </Frame>
  );
}
