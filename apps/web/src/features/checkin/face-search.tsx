import { Button, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { CameraCapture } from '../../ui/camera-capture';
import { prepareImage } from '../../ui/image-reencode';
import { blobToBase64, confirmFace, searchFace } from './face-api';
import type { FacialSearchProps } from './facial-search-slot';
import { Notice } from './notice';
import { errorText } from './use-guest';

type Phase = { kind: 'start' } | { kind: 'camera' } | { kind: 'searching' } | { kind: 'none' } | { kind: 'confirm'; tickets: string[] };

/**
 * The kiosk's booking search by face (docs/decisions/0068-facial-booking-search.md): a frame of the front camera,
 * the search (opaque tickets, nothing of the guest shown), then the second factor, the first name or the voucher;
 * only then the booking context goes to `onFound`, the same reply as the manual search. Mounted through
 * facial-search-slot.ts (the kiosk registers `loadFaceSearch`); the manual search stays beside it.
 */
export function FaceSearch({ contextToken, onFound }: FacialSearchProps) {
  const { t } = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'start' });
  const [error, setError] = useState<string | null>(null);
  const [factor, setFactor] = useState<'nome' | 'voucher'>('nome');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const restart = () => {
    setPhase({ kind: 'start' });
    setValue('');
    setFieldError(null);
    setError(null);
  };

  const search = async (frame: Blob) => {
    setPhase({ kind: 'searching' });
    setError(null);
    try {
      const reply = await searchFace(contextToken, await blobToBase64(await prepareImage(frame)));
      setPhase(reply.candidatos.length ? { kind: 'confirm', tickets: reply.candidatos.map((c) => c.ticket) } : { kind: 'none' });
    } catch (e) {
      setError(errorText(e));
      setPhase({ kind: 'start' });
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (phase.kind !== 'confirm' || busy) return;
    if (!value.trim()) {
      setFieldError(t('checkin.faceSearch.required'));
      return;
    }
    setBusy(true);
    setFieldError(null);
    let last: unknown = null;
    // Several look-alikes: the second factor picks the one it belongs to (each wrong try counts on its ticket).
    for (const ticket of phase.tickets) {
      try {
        const reply = await confirmFace(contextToken, { ticket, [factor]: value.trim() });
        setBusy(false);
        onFound(reply);
        return;
      } catch (err) {
        last = err;
      }
    }
    setBusy(false);
    if (last instanceof ApiError && last.code === 'checkin.face_ticket_invalid') {
      setError(errorText(last));
      setPhase({ kind: 'start' });
    } else setFieldError(errorText(last));
  };

  return (
    <Stack gap="md" data-testid="face-search">
      {error && <Notice tone="warning">{error}</Notice>}
      {(phase.kind === 'start' || phase.kind === 'camera') && (
        <>
          <Text>{t('checkin.faceSearch.intro')}</Text>
          <Button size="lg" leftSection={<IconCamera aria-hidden />} onClick={() => setPhase({ kind: 'camera' })}>
            {t('checkin.faceSearch.take')}
          </Button>
        </>
      )}
      {phase.kind === 'camera' && (
        <CameraCapture
          facing="user"
          labels={{
            video: t('checkin.camera.video'),
            capture: t('checkin.camera.capture'),
            switchCamera: t('checkin.camera.switch'),
            close: t('checkin.camera.close'),
          }}
          onClose={() => setPhase({ kind: 'start' })}
          onUnavailable={() => {
            setError(t('checkin.faceSearch.noCamera'));
            setPhase({ kind: 'start' });
          }}
          onCapture={(blob) => void search(blob)}
        />
      )}
      {phase.kind === 'searching' && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('checkin.faceSearch.searching')}</Text>
        </Group>
      )}
      {phase.kind === 'none' && (
        <>
          <Notice tone="info">{t('checkin.faceSearch.none')}</Notice>
          <Button size="lg" variant="default" onClick={restart}>
            {t('checkin.faceSearch.retry')}
          </Button>
        </>
      )}
      {phase.kind === 'confirm' && (
        <form noValidate onSubmit={(e) => void confirm(e)}>
          <Stack gap="sm">
            <Text>{t('checkin.faceSearch.confirmIntro')}</Text>
            <SegmentedControl
              size="md"
              value={factor}
              onChange={(v) => {
                setFactor(v as 'nome' | 'voucher');
                setFieldError(null);
              }}
              data={[
                { value: 'nome', label: t('checkin.faceSearch.byName') },
                { value: 'voucher', label: t('checkin.faceSearch.byVoucher') },
              ]}
              aria-label={t('checkin.faceSearch.factor')}
            />
            <TextInput
              size="lg"
              label={factor === 'nome' ? t('checkin.faceSearch.firstName') : t('checkin.faceSearch.voucher')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={fieldError}
              autoComplete="off"
              autoCapitalize={factor === 'voucher' ? 'characters' : 'words'}
              required
              data-autofocus
            />
            <Group grow>
              <Button size="lg" variant="default" onClick={restart}>
                {t('checkin.faceSearch.retry')}
              </Button>
              <Button size="lg" type="submit" loading={busy}>
                {t('checkin.faceSearch.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
