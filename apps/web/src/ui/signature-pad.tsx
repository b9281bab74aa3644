import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { type PointerEvent as ReactPointerEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';

export interface SignaturePadLabels {
  /** The drawing area's accessible name. */
  canvas: string;
  hint: string;
  clear: string;
  save: string;
  /** 'Signature cannot be saved when empty' (spec section 5). */
  empty: string;
}

/** What a form that saves the signature with its own button reads of the pad. */
export interface SignaturePadHandle {
  /** The drawn signature as a PNG; null when nothing (or only a tap) was drawn. */
  take: () => Promise<Blob | null>;
}

interface Props {
  labels: SignaturePadLabels;
  /** Saves with the pad's own button; without it the pad has no save button and the form takes the image. */
  onSave?: (image: Blob) => Promise<void> | void;
  saving?: boolean;
  height?: number;
  handle?: Ref<SignaturePadHandle>;
}

/** Strokes shorter than this (in CSS pixels of ink) are a tap, not a signature. */
const MIN_INK = 30;

/**
 * A canvas signature pad (pointer events: finger, pen or mouse). It cannot be saved empty; the picture is a PNG
 * on white at the screen's pixel density.
 */
export function SignaturePad({ labels, onSave, saving, height = 200, handle }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [ink, setInk] = useState(0);
  const [showEmpty, setShowEmpty] = useState(false);

  const prepare = () => {
    const c = canvas.current;
    if (!c) return;
    const ratio = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
    const w = c.clientWidth;
    c.width = Math.round(w * ratio);
    c.height = Math.round(height * ratio);
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, w, height);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#10243e';
    setInk(0);
  };

  useEffect(prepare, [height]);

  const point = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const onDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    last.current = point(e);
    setShowEmpty(false);
  };

  const onMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(last.current.x, last.current.y);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    const d = Math.hypot(p.x - last.current.x, p.y - last.current.y);
    last.current = p;
    setInk((v) => v + d);
  };

  const onUp = () => {
    last.current = null;
  };

  const empty = ink < MIN_INK;

  useImperativeHandle(
    handle,
    () => ({
      take: () =>
        new Promise<Blob | null>((resolve) => {
          const c = canvas.current;
          if (!c || empty) resolve(null);
          else c.toBlob((blob) => resolve(blob), 'image/png');
        }),
    }),
    [empty],
  );

  const save = () => {
    const c = canvas.current;
    if (!c || empty) {
      setShowEmpty(true);
      return;
    }
    c.toBlob((blob) => {
      if (blob) void onSave?.(blob);
    }, 'image/png');
  };

  return (
    <Stack gap="xs">
      <Text size="sm" id="signature-hint">
        {labels.hint}
      </Text>
      <Box style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={labels.canvas}
          aria-describedby="signature-hint"
          data-testid="signature-canvas"
          style={{ display: 'block', width: '100%', height, touchAction: 'none', cursor: 'crosshair' }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
          onPointerLeave={onUp}
        />
      </Box>
      {showEmpty && (
        <Text size="sm" c="var(--mantine-color-error)" role="status">
          {labels.empty}
        </Text>
      )}
      <Group grow>
        <Button variant="default" onClick={prepare} disabled={saving}>
          {labels.clear}
        </Button>
        {onSave && (
          <Button onClick={save} loading={saving}>
            {labels.save}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
