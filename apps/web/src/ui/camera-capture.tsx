import { Box, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export interface CameraLabels {
  video: string;
  capture: string;
  switchCamera: string;
  close: string;
}

interface Props {
  labels: CameraLabels;
  /** 'environment' for documents, 'user' for the face photo. */
  facing: 'environment' | 'user';
  /** The captured frame as a JPEG at full quality (the caller re-encodes large pictures). */
  onCapture: (image: Blob) => void;
  onClose: () => void;
  /** No camera, or the guest refused it: the caller warns and offers the file picker. */
  onUnavailable: (reason: string) => void;
}

export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}

/** A live camera view with getUserMedia (no library); the stream stops when the view closes. */
export function CameraCapture({ labels, facing, onCapture, onClose, onUnavailable }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [mode, setMode] = useState(facing);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let live = true;
    setReady(false);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: mode, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then((s) => {
        if (!live) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
      })
      .catch((error: unknown) => {
        if (live) onUnavailable(error instanceof Error ? error.name : 'unavailable');
      });
    return () => {
      live = false;
      if (stream) for (const t of stream.getTracks()) t.stop();
    };
  }, [mode, onUnavailable]);

  const capture = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const c = document.createElement('canvas');
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    c.getContext('2d')?.drawImage(v, 0, 0);
    c.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 1);
  };

  return (
    <Stack gap="xs">
      <Box bg="black" style={{ borderRadius: 8, overflow: 'hidden' }}>
        <video
          ref={video}
          aria-label={labels.video}
          playsInline
          muted
          onLoadedMetadata={() => setReady(true)}
          style={{
            display: 'block',
            width: '100%',
            maxHeight: '60vh',
            objectFit: 'contain',
            transform: mode === 'user' ? 'scaleX(-1)' : undefined,
          }}
        />
      </Box>
      <Group grow>
        <Button onClick={capture} disabled={!ready}>
          {labels.capture}
        </Button>
        <Button variant="default" onClick={() => setMode((m) => (m === 'user' ? 'environment' : 'user'))}>
          {labels.switchCamera}
        </Button>
      </Group>
      <Button variant="subtle" onClick={onClose}>
        {labels.close}
      </Button>
    </Stack>
  );
}
