import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { endSession } from './session';

/** After this long without a touch the countdown shows (docs/decisions/0064-kiosk.md). */
export const IDLE_MS = 60_000;
/** The countdown's seconds before the session is wiped. */
export const COUNTDOWN_S = 15;

/**
 * Idle safety: 60 s without a touch (or a key), a countdown asks whether the guest is still there; a touch on
 * "continue" keeps the session, the end of the countdown wipes it (session.ts). `active`: a guest session is under
 * way (the start screen has nothing to wipe). `idleMs` and `countdownS` shorten it in the browser tests
 * (?idle= on the kiosk URL).
 */
export function IdleGuard({
  active,
  idleMs = IDLE_MS,
  countdownS = COUNTDOWN_S,
}: {
  active: boolean;
  idleMs?: number;
  countdownS?: number;
}) {
  const { t } = useT();
  const [left, setLeft] = useState<number | null>(null);
  const last = useRef(Date.now());

  useEffect(() => {
    if (!active) return;
    const touch = () => {
      last.current = Date.now();
    };
    const events = ['pointerdown', 'touchstart', 'keydown'] as const;
    for (const e of events) document.addEventListener(e, touch, { capture: true, passive: true });
    last.current = Date.now();
    const timer = setInterval(() => {
      const idle = Date.now() - last.current;
      if (idle < idleMs) return setLeft(null);
      const remaining = countdownS - Math.floor((idle - idleMs) / 1000);
      if (remaining <= 0) {
        clearInterval(timer);
        void endSession('idle');
        return;
      }
      setLeft(remaining);
    }, 250);
    return () => {
      clearInterval(timer);
      for (const e of events) document.removeEventListener(e, touch, { capture: true });
    };
  }, [active, idleMs, countdownS]);

  return (
    <Modal
      opened={active && left !== null}
      onClose={() => {
        last.current = Date.now();
        setLeft(null);
      }}
      withCloseButton={false}
      centered
      size="lg"
      title={<Title order={2}>{t('checkin.kiosk.idle.title')}</Title>}
    >
      <Stack gap="lg" data-testid="kiosk-idle">
        <Text size="xl" role="timer" aria-live="polite">
          {t('checkin.kiosk.idle.countdown', { seconds: left ?? 0 })}
        </Text>
        <Button
          size="xl"
          onClick={() => {
            last.current = Date.now();
            setLeft(null);
          }}
        >
          {t('checkin.kiosk.idle.continue')}
        </Button>
        <Button size="xl" variant="default" onClick={() => void endSession()}>
          {t('checkin.kiosk.idle.end')}
        </Button>
      </Stack>
    </Modal>
  );
}
