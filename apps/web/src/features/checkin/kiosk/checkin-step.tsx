import type { CheckKioskReply } from '@gm/contracts/kiosk/index';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Notice } from '../notice';
import { useGuest } from '../use-guest';
import { dispatch, getCheckin } from '../wizard-store';
import { KeyStep } from './key-step';
import { checkKiosk, consultGuests, releaseGuests } from './kiosk-api';
import { endSession } from './session';
import { endKioskSession } from './session-report';

type Phase =
  | { kind: 'checking' }
  | { kind: 'blocked'; reason: NonNullable<CheckKioskReply['impedimento']> | 'availability' | 'not_possible' }
  | { kind: 'done' };

const POLL_MS = 1000;

/** The guests released here, together: an error if any failed, pending while any is, else registered. */
function stateOf(registros: readonly { statusPms: 'pending' | 'registered' | 'error' }[]): 'pending' | 'registered' | 'error' {
  if (registros.some((r) => r.statusPms === 'error')) return 'error';
  if (!registros.length || registros.some((r) => r.statusPms === 'pending')) return 'pending';
  return 'registered';
}
const MAX_POLLS = 90;

/**
 * The kiosk's last step (spec section 4: the totem ends with check-in; section 8: the guest-facing booking errors):
 * what stops the walk-up check-in is checked first (not today, a minor on the booking, unpaid, already in), then
 * the guest's registration is released to the PMS and followed until it answers; the door key comes last.
 */
export function KioskCheckinStep() {
  const { t, token } = useGuest();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });

  useEffect(() => {
    // The last step fires 'wizard finished' once (spec section 4).
    const s = getCheckin();
    if (!s.machine.finished) dispatch({ type: 'next' });
    let live = true;
    (async () => {
      let check: CheckKioskReply;
      try {
        check = await checkKiosk(token);
      } catch {
        void endKioskSession('blocked');
        if (live) setPhase({ kind: 'blocked', reason: 'availability' });
        return;
      }
      if (check.impedimento) {
        void endKioskSession('blocked');
        if (live) setPhase({ kind: 'blocked', reason: check.impedimento });
        return;
      }
      try {
        // Finishing the web check-in already queued each guest's registration with the PMS; the kiosk releases
        // only when none is on its way (or one failed before), then follows them until the PMS answers.
        const sent = (r: { codLib: number | null }) => r.codLib !== null;
        let registros = (await consultGuests(token)).registros.filter(sent);
        if (!registros.length || registros.some((r) => r.statusPms === 'error')) registros = (await releaseGuests(token)).registros;
        const ids = new Set(registros.map((r) => r.CODPESRES));
        let state = stateOf(registros);
        for (let i = 0; state === 'pending' && i < MAX_POLLS && live; i++) {
          await new Promise((r) => setTimeout(r, POLL_MS));
          state = stateOf((await consultGuests(token)).registros.filter((r) => ids.has(r.CODPESRES)));
        }
        if (!live) return;
        void endKioskSession(state === 'registered' ? 'completed' : 'blocked');
        setPhase(state === 'registered' ? { kind: 'done' } : { kind: 'blocked', reason: 'not_possible' });
      } catch {
        void endKioskSession('blocked');
        if (live) setPhase({ kind: 'blocked', reason: 'not_possible' });
      }
    })();
    return () => {
      live = false;
    };
  }, [token]);

  if (phase.kind === 'checking') {
    return (
      <Stack align="center" gap="md" role="status" aria-live="polite" data-testid="kiosk-checking">
        <Loader size="xl" />
        <Text size="xl">{t('checkin.kiosk.checkin.working')}</Text>
      </Stack>
    );
  }
  if (phase.kind === 'blocked') {
    return (
      <Stack gap="lg" data-testid="kiosk-blocked" data-reason={phase.reason}>
        <Notice tone="warning" title={t(`checkin.kiosk.errors.${phase.reason}`)}>
          {t('checkin.kiosk.errors.seeReception')}
        </Notice>
        <Button size="xl" onClick={() => void endSession()}>
          {t('checkin.kiosk.finish')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="kiosk-checked-in">
      <Notice tone="success" title={t('checkin.kiosk.checkin.done')} />
      <KeyStep token={token} />
    </Stack>
  );
}
