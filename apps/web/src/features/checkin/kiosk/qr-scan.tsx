import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { tx } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { readArrivalQr } from './arrival-qr';

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type Decode = (canvas: HTMLCanvasElement) => Promise<string | null>;

/** The browser's BarcodeDetector where it has one (Chromium on Android and ChromeOS), else jsQR (loaded on demand). */
async function decoder(): Promise<Decode> {
  const BD = (window as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => Detector }).BarcodeDetector;
  if (BD) {
    try {
      const d = new BD({ formats: ['qr_code'] });
      return async (canvas) => (await d.detect(canvas))[0]?.rawValue ?? null;
    } catch {
      /* unsupported format: jsQR below */
    }
  }
  const jsQR = (await import('jsqr')).default;
  return async (canvas) => {
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * The booking search by the QR code of the pre-arrival e-mail (its check-in link carries the voucher): the kiosk's
 * camera reads it, and the voucher fills the search; the guest confirms with a name. The camera stops when the
 * code is read, when the guest closes it, and with the step.
 */
export function QrScan({
  hotelLink,
  onVoucher,
  onClose,
}: {
  hotelLink: string;
  onVoucher: (voucher: string) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [wrong, setWrong] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let live = true;
    const canvas = document.createElement('canvas');
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false });
      } catch {
        // Spec section 8 "Camera error", in the kiosk's own words: the search screen has not loaded the photo
        // steps' (where the check-in's camera warning lives), and typing the code is this screen's fallback.
        notify('warning', tx('checkin.kiosk.qr.needed'));
        onClose();
        return;
      }
      if (!live || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const decode = await decoder();
      const tick = async () => {
        const v = video.current;
        if (!live || !v) return;
        if (v.videoWidth > 0) {
          canvas.width = v.videoWidth;
          canvas.height = v.videoHeight;
          canvas.getContext('2d', { willReadFrequently: true })?.drawImage(v, 0, 0);
          const text = await decode(canvas).catch(() => null);
          if (text) {
            const found = readArrivalQr(text, hotelLink);
            if (found) {
              onVoucher(found.voucher);
              return;
            }
            setWrong(true);
          }
        }
        timer = setTimeout(() => void tick(), 200);
      };
      void tick();
    })();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [hotelLink, onVoucher, onClose]);

  return (
    <Stack gap="md" data-testid="kiosk-qr">
      <Text size="lg">{t('checkin.kiosk.qr.hint')}</Text>
      <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 640, background: '#000', borderRadius: 8 }} />
      {wrong && (
        <Text c="red.8" fw={600} role="status">
          {t('checkin.kiosk.qr.wrong')}
        </Text>
      )}
      <Button size="xl" variant="default" onClick={onClose}>
        {t('checkin.kiosk.qr.close')}
      </Button>
    </Stack>
  );
}
