import './kiosk.css';
import '../styles';
import { currentStep, type WizardStep } from '@gm/domain/wizard';
import { ActionIcon, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconQrcode } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { setWording } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { useLocation } from '../../../lib/navigation';
import { setHotelLook } from '../../../theme/hotel-look';
import { clearHotelTheme } from '../../../theme/theme-choice';
import { useAppTheme } from '../../../theme/use-app-theme';
import { LanguageSwitch } from '../../../ui/language-switch';
import { resolveLink } from '../api';
import { Busy } from '../busy';
import { InvalidLink } from '../checkin-page';
import { openHotelLink } from '../hotel-link';
import { type SearchExtraProps, SearchStep } from '../steps/search-step';
import { Wizard } from '../wizard/wizard';
import { KIOSK_ROUTE, useCheckin } from '../wizard-store';
import { KioskCheckinStep } from './checkin-step';
import { useVisibleControls } from './controls';
import { IdleGuard } from './idle';
import { openKiosk, setDevice } from './kiosk-api';
import { KioskPaymentStep } from './payment-step';
import { QrScan } from './qr-scan';
import { endSession } from './session';
import { beginKioskSession, noteSearchMethod, reportKioskStep } from './session-report';

// The keyboard (react-simple-keyboard, about 14 kB gzip with its styles) loads with the kiosk only: never with /checkin.
const KioskKeyboard = lazy(() => import('./keyboard').then((m) => ({ default: m.KioskKeyboard })));

type Status = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'ready'; h: string; nome: string };

/** The kiosk's bar: logo and hotel, language, home (each may be hidden by the totem-controls events). */
function KioskBar({ hotel, started }: { hotel: string | null; started: boolean }) {
  const { t } = useT();
  const theme = useAppTheme();
  const visible = useVisibleControls();
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size={960} py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {visible.logo && theme.logoUrl && (
              <img src={theme.logoUrl} alt={theme.hotelName ?? hotel ?? ''} style={{ maxHeight: 75 }} data-testid="logo" />
            )}
            {hotel && (
              <Text fw={700} size="xl" lineClamp={2} data-testid="hotel-name">
                {hotel}
              </Text>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {visible.language && <LanguageSwitch touch />}
            {visible.home && started && (
              <ActionIcon
                size={64}
                variant="light"
                aria-label={t('checkin.kiosk.home')}
                onClick={() => void endSession()}
                data-testid="kiosk-home"
              >
                <IconHome size={36} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** The start screen: one large button; nothing of a previous guest. */
function StartScreen({ onStart }: { onStart: () => void }) {
  const { t } = useT();
  return (
    <Stack align="center" justify="center" gap="xl" mih={1100} ta="center" data-testid="kiosk-start">
      <Title order={1} size={64}>
        {t('checkin.kiosk.welcome')}
      </Title>
      <Text size="xl">{t('checkin.kiosk.intro')}</Text>
      <Button size="xl" h={120} px={64} fz={36} onClick={onStart} data-testid="kiosk-begin">
        {t('checkin.kiosk.begin')}
      </Button>
    </Stack>
  );
}

/** The QR button above the booking search, and the camera once tapped. */
function kioskSearch(hotelLink: string) {
  function KioskQr({ onVoucher }: SearchExtraProps) {
    const { t } = useT();
    const [open, setOpen] = useState(false);
    const close = useCallback(() => setOpen(false), []);
    const found = useCallback(
      (voucher: string) => {
        noteSearchMethod('qr');
        onVoucher(voucher);
        setOpen(false);
      },
      [onVoucher],
    );
    if (open) return <QrScan hotelLink={hotelLink} onVoucher={found} onClose={close} />;
    return (
      <Button
        size="xl"
        variant="light"
        leftSection={<IconQrcode size={36} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="kiosk-qr-open"
      >
        {t('checkin.kiosk.qr.open')}
      </Button>
    );
  }
  return function KioskSearch() {
    return <SearchStep extra={KioskQr} />;
  };
}

/**
 * /checkin-totem?d=<device token> (docs/decisions/0064-kiosk.md): the lobby kiosk. The device token names the
 * hotel (AbrirTotemService); the wizard is the check-in's, in its totem variant, with the on-screen keyboard, the
 * QR search, payment on the PIN pad, check-in and the door key; idle safety wipes the session between guests.
 */
export function KioskPage() {
  const { t } = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const device = params.get('d')?.trim() ?? '';
  // The browser tests shorten the idle time (?idle=ms); a kiosk URL never carries it.
  const idleMs = Number(params.get('idle')) || undefined;
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [started, setStarted] = useState(false);
  // The kiosk's own screens: the search with the QR reader, payment on the PIN pad, check-in and the key.
  const [screens, setScreens] = useState<Partial<Record<WizardStep, ComponentType>>>({});
  const visible = useVisibleControls();
  const hidden = (Object.keys(visible) as (keyof typeof visible)[]).filter((k) => !visible[k]).join(' ');
  const store = useCheckin();

  useEffect(() => {
    setHotelLook(null);
    clearHotelTheme();
    setWording(undefined);
    setDevice(device || null);
    if (!device) {
      setStatus({ kind: 'invalid' });
      return;
    }
    let live = true;
    (async () => {
      try {
        const k = await openKiosk(device);
        const link = await resolveLink({ h: k.h });
        if (!live) return;
        if (link.tipo !== 'h') throw new Error('not a hotel link');
        openHotelLink(KIOSK_ROUTE, k.h, link.contextIns, location.search);
        setScreens({ search: kioskSearch(k.h), payment: KioskPaymentStep, checkin: KioskCheckinStep });
        setStatus({ kind: 'ready', h: k.h, nome: k.nome });
      } catch {
        if (live) setStatus({ kind: 'invalid' });
      }
    })();
    return () => {
      live = false;
    };
  }, [device]);

  // A guest under way (a reload in the middle of a check-in) continues; otherwise the start screen.
  const underWay = started || (store.machine.variant === 'totem' && (store.machine.index > 0 || !!store.machine.data.wizardToken));
  const ready = status.kind === 'ready' && store.machine.variant === 'totem' && !!store.machine.contextToken;
  // Each screen starts on its first empty field, with the keyboard open under it: the guest types at once.
  const screen = ready && underWay ? `${currentStep(store.machine)}:${store.machine.finished}` : 'start';
  // The session report (the totem dashboards): each screen the guest reaches, by its place in the wizard.
  useEffect(() => {
    if (screen === 'start') return;
    reportKioskStep(currentStep(store.machine), store.machine.index + 1);
  }, [screen]);
  useEffect(() => {
    if (screen === 'start') return;
    const timer = setTimeout(() => {
      const first = Array.from(
        document.querySelectorAll<HTMLInputElement>(
          'main input:not([type]), main input[type="text"], main input[type="email"], main input[type="tel"]',
        ),
      ).find((el) => !el.value && !el.disabled && !el.readOnly && el.offsetParent !== null);
      if (first && !(document.activeElement instanceof HTMLInputElement)) first.focus({ preventScroll: false });
    }, 600);
    return () => clearTimeout(timer);
  }, [screen]);

  useEffect(() => {
    document.title = `${t('checkin.kiosk.title')} · ${store.context?.nomeIns ?? ''}`;
  }, [t, store.context?.nomeIns]);

  return (
    <Box
      data-hide={hidden || undefined}
      className="gm-kiosk gm-guest"
      mih="100vh"
      bg="var(--mantine-color-gray-0)"
      data-step={ready && underWay ? currentStep(store.machine) : 'start'}
    >
      <KioskBar hotel={store.context?.nomeIns ?? null} started={underWay} />
      <Container component="main" id="main" size={960} py="xl">
        {status.kind === 'invalid' ? (
          <InvalidLink />
        ) : !ready ? (
          <Busy />
        ) : underWay ? (
          <Wizard screens={screens} />
        ) : (
          <StartScreen
            onStart={() => {
              beginKioskSession();
              setStarted(true);
            }}
          />
        )}
      </Container>
      <IdleGuard active={ready && underWay} idleMs={idleMs} />
      {ready && (
        <Suspense fallback={null}>
          <KioskKeyboard />
        </Suspense>
      )}
    </Box>
  );
}
