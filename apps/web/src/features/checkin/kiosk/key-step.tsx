import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Notice } from '../notice';
import { consultEncode, type EncodeConsultReply, requestEncode } from './key-api';
import { endSession } from './session';

type KeyPhase =
  | { kind: 'encoding' }
  | { kind: 'done'; recordings: number }
  | { kind: 'failed'; reason: 'max' | 'processing' | 'incomplete' };

const MAX_POLLS = 60;
/** How often the key is asked about while the lock server encodes it (a few seconds in all). */
const POLL_MS = 400;

/** The reason code of a failed encode as the guest reads it (spec section 8, key recording). */
export function keyFailure(r: Pick<EncodeConsultReply, 'motivo'>): 'max' | 'processing' {
  return r.motivo === 'max_recordings' ? 'max' : 'processing';
}

/**
 * The door key (spec section 7 "encode request, encode consult"; section 8 key recording errors): the kiosk asks
 * the lock server for the room's key (RequisitarEncodeService) and follows it (ConsultaEncodeService) while the
 * guest holds the card on the encoder. The calls are key-api.ts's (built with the door-keys work).
 */
export function KeyStep({ bookingId, personId, token }: { bookingId: number; personId: number; token: string }) {
  const { t } = useT();
  const [phase, setPhase] = useState<KeyPhase>({ kind: 'encoding' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setPhase({ kind: 'encoding' });
    (async () => {
      try {
        const { seqEncode } = await requestEncode(token, { CODRES: bookingId, CODPESRES: personId });
        for (let i = 0; i < MAX_POLLS && live; i++) {
          const r = await consultEncode(token, seqEncode);
          if (!live) return;
          if (r.estado === 'done') return setPhase({ kind: 'done', recordings: r.gravacoes });
          if (r.estado === 'failed') return setPhase({ kind: 'failed', reason: keyFailure(r) });
          await new Promise((res) => setTimeout(res, POLL_MS));
        }
        if (live) setPhase({ kind: 'failed', reason: 'incomplete' });
      } catch {
        if (live) setPhase({ kind: 'failed', reason: 'processing' });
      }
    })();
    return () => {
      live = false;
    };
  }, [bookingId, personId, token, attempt]);

  return (
    <Stack gap="lg" data-testid="kiosk-key" data-state={phase.kind}>
      {phase.kind === 'encoding' && (
        <Stack align="center" gap="md" role="status" aria-live="polite">
          <Loader size="xl" />
          <Text size="xl" ta="center" fw={600}>
            {t('checkin.kiosk.key.hold')}
          </Text>
        </Stack>
      )}
      {phase.kind === 'done' && <Notice tone="success" title={t('checkin.kiosk.key.done')} />}
      {phase.kind === 'failed' && (
        <Notice tone="warning" title={t(`checkin.kiosk.key.${phase.reason}`)}>
          {t('checkin.kiosk.errors.seeReception')}
        </Notice>
      )}
      {phase.kind === 'failed' && phase.reason !== 'max' && (
        <Button size="xl" variant="default" onClick={() => setAttempt((a) => a + 1)}>
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
