import type { EncodeFailure } from '@gm/contracts/doorlock/index';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api/http';
import { Notice } from '../notice';
import { errorText } from '../use-guest';
import { consultEncode, requestEncode } from './key-api';
import { endSession } from './session';

/**
 * How a key ended for the guest: each failure of the door-lock contract (encodeFailure), a refusal of the request
 * (the server's own words: no room yet, not today, unpaid...), or the kiosk gave up waiting (incomplete).
 */
export type KeyFailure = EncodeFailure | 'refused' | 'incomplete';

type KeyPhase =
  | { kind: 'encoding'; attempt: number }
  | { kind: 'done'; recordings: number }
  | { kind: 'failed'; reason: KeyFailure; message?: string };

/** How often the key is asked about while the lock server encodes it (a few seconds in all). */
const POLL_MS = 400;
/**
 * How long the kiosk follows one key: past the server's own bound (DOOR_LOCK_ATTEMPTS x DOOR_LOCK_TIMEOUT_MS, 30 s by
 * default), so the guest reads the lock server's outcome rather than the kiosk's impatience.
 */
const MAX_WAIT_MS = 90_000;

/** The guest's title for each failure (spec section 8, key recording errors). */
const TITLE: Record<Exclude<KeyFailure, 'refused'>, string> = {
  max_recordings: 'checkin.kiosk.key.max',
  lock_error: 'checkin.kiosk.key.processing',
  room_unknown: 'checkin.kiosk.key.roomUnknown',
  timeout: 'checkin.kiosk.key.incomplete',
  incomplete: 'checkin.kiosk.key.incomplete',
};

/** What the guest does next: try again where the lock server may answer next time; the reception otherwise. */
const NEXT: Record<KeyFailure, string> = {
  max_recordings: 'checkin.kiosk.key.next.max',
  lock_error: 'checkin.kiosk.key.next.retry',
  timeout: 'checkin.kiosk.key.next.timeout',
  incomplete: 'checkin.kiosk.key.next.timeout',
  room_unknown: 'checkin.kiosk.key.next.reception',
  refused: 'checkin.kiosk.key.next.reception',
};

/** Failures another try may fix (the lock server failed or did not answer); the others need the reception. */
export const retryable = (reason: KeyFailure) => reason === 'lock_error' || reason === 'timeout' || reason === 'incomplete';

/**
 * The door key (spec section 7 "encode request, encode consult"; section 8 key recording errors): the kiosk asks
 * the lock server for the room's key (RequisitarEncodeService) and follows it (ConsultaEncodeService) while the
 * guest holds the card on the encoder. Every outcome of the door-lock contract has its words and its next step
 * (docs/decisions/0078-kiosk-keys-revocation-face-retention.md).
 */
export function KeyStep({ token }: { token: string }) {
  const { t } = useT();
  const [phase, setPhase] = useState<KeyPhase>({ kind: 'encoding', attempt: 1 });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setPhase({ kind: 'encoding', attempt: 1 });
    (async () => {
      let seqEncode: number;
      try {
        seqEncode = await requestEncode(token);
      } catch (error) {
        // A refusal of the request is worded by the server (the caller's language, hotel or hospital).
        if (live)
          setPhase(
            error instanceof ApiError && error.readable
              ? { kind: 'failed', reason: 'refused', message: errorText(error) }
              : { kind: 'failed', reason: 'lock_error' },
          );
        return;
      }
      const until = Date.now() + MAX_WAIT_MS;
      while (live && Date.now() < until) {
        try {
          const r = await consultEncode(token, seqEncode);
          if (!live) return;
          if (r.estado === 'done') return setPhase({ kind: 'done', recordings: r.gravacoes });
          if (r.estado === 'failed') return setPhase({ kind: 'failed', reason: r.motivo ?? 'lock_error' });
          setPhase((p) =>
            p.kind === 'encoding' && p.attempt === r.tentativas ? p : { kind: 'encoding', attempt: Math.max(1, r.tentativas) },
          );
        } catch {
          // A lost answer is asked again: the key goes on being encoded on the server.
        }
        await new Promise((res) => setTimeout(res, POLL_MS));
      }
      if (live) setPhase({ kind: 'failed', reason: 'incomplete' });
    })();
    return () => {
      live = false;
    };
  }, [token, round]);

  return (
    <Stack gap="lg" data-testid="kiosk-key" data-state={phase.kind} data-reason={phase.kind === 'failed' ? phase.reason : undefined}>
      {phase.kind === 'encoding' && (
        <Stack align="center" gap="md" role="status" aria-live="polite">
          <Loader size="xl" aria-hidden />
          <Text size="xl" ta="center" fw={600}>
            {t('checkin.kiosk.key.hold')}
          </Text>
          {phase.attempt > 1 && (
            <Text size="lg" ta="center" data-testid="kiosk-key-retrying">
              {t('checkin.kiosk.key.retrying', { attempt: phase.attempt })}
            </Text>
          )}
        </Stack>
      )}
      {phase.kind === 'done' && (
        <Notice tone="success" title={t('checkin.kiosk.key.done')} testId="kiosk-key-done">
          {t('checkin.kiosk.key.recordings', { count: phase.recordings })}
        </Notice>
      )}
      {phase.kind === 'failed' && (
        <div role="alert">
          <Notice tone="warning" title={phase.reason === 'refused' ? phase.message : t(TITLE[phase.reason])} testId="kiosk-key-failed">
            <span data-testid="kiosk-key-next">{t(NEXT[phase.reason])}</span>
          </Notice>
        </div>
      )}
      {phase.kind === 'failed' && retryable(phase.reason) && (
        <Button size="xl" variant="default" onClick={() => setRound((a) => a + 1)} data-testid="kiosk-key-retry">
          {t('checkin.kiosk.key.retry')}
        </Button>
      )}
      {phase.kind !== 'encoding' && (
        <Button size="xl" onClick={() => void endSession()} data-testid="kiosk-finish">
          {t('checkin.kiosk.finish')}
        </Button>
      )}
    </Stack>
  );
}
