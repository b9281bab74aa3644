import { Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconCheck, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CameraCapture, type CameraLabels, cameraSupported } from './camera-capture';
import { prepareImage } from './image-reencode';

export interface ImageUploadLabels {
  take: string;
  choose: string;
  remove: string;
  uploaded: string;
  uploading: string;
  camera: CameraLabels;
}

interface Props {
  label: string;
  description?: string;
  required?: boolean;
  facing: 'environment' | 'user';
  /** An image is stored for this slot. */
  hasImage: boolean;
  /** A preview URL of the stored image (signed, may have expired). */
  previewUrl?: string | null;
  /** Uploads the prepared picture; resolves a preview URL or null; throws an Error whose message the guest reads. */
  onUpload: (image: Blob) => Promise<string | null>;
  onRemove: () => Promise<void>;
  /** The camera could not be opened (the caller warns that a camera is needed). */
  onCameraUnavailable: () => void;
  labels: ImageUploadLabels;
  testId: string;
}

/**
 * One picture slot: the camera (getUserMedia) with the file picker as the fallback, the client re-encoding of
 * spec section 5, a preview and removal. Errors of the upload are shown under the slot.
 */
export function ImageUpload({
  label,
  description,
  required,
  facing,
  hasImage,
  previewUrl,
  onUpload,
  onRemove,
  onCameraUnavailable,
  labels,
  testId,
}: Props) {
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const captureInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local);
    },
    [local],
  );

  const send = async (file: Blob) => {
    setBusy(true);
    setError(null);
    try {
      const image = await prepareImage(file);
      await onUpload(image);
      setLocal(URL.createObjectURL(image));
      setBroken(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const unavailable = useCallback(() => {
    setCamera(false);
    onCameraUnavailable();
  }, [onCameraUnavailable]);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await onRemove();
      setLocal(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const shown = local ?? previewUrl ?? null;
  const onFile = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (file) void send(file);
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Stack gap="xs">
        <div>
          <Text fw={600} size="sm">
            {label}
            {required && (
              <Text span c="var(--mantine-color-error)" aria-hidden>
                {' *'}
              </Text>
            )}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {camera ? (
          <CameraCapture
            labels={labels.camera}
            facing={facing}
            onClose={() => setCamera(false)}
            onUnavailable={unavailable}
            onCapture={(blob) => {
              setCamera(false);
              void send(blob);
            }}
          />
        ) : hasImage ? (
          <Group justify="space-between" wrap="nowrap" align="center">
            {shown && !broken ? (
              <Box
                component="img"
                src={shown}
                alt={label}
                onError={() => setBroken(true)}
                style={{ maxHeight: 120, maxWidth: '60%', borderRadius: 6, objectFit: 'contain' }}
              />
            ) : (
              <Group gap={6}>
                <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
                <Text size="sm">{labels.uploaded}</Text>
              </Group>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => void remove()}
              loading={busy}
              aria-label={`${labels.remove}: ${label}`}
            >
              {labels.remove}
            </Button>
          </Group>
        ) : busy ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{labels.uploading}</Text>
          </Group>
        ) : (
          <Group grow>
            <Button
              leftSection={<IconCamera size={18} aria-hidden />}
              onClick={() => (cameraSupported() ? setCamera(true) : captureInput.current?.click())}
              aria-label={`${labels.take}: ${label}`}
            >
              {labels.take}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPhoto size={18} aria-hidden />}
              onClick={() => galleryInput.current?.click()}
              aria-label={`${labels.choose}: ${label}`}
            >
              {labels.choose}
            </Button>
          </Group>
        )}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="status" data-testid={`${testId}-error`}>
            {error}
          </Text>
        )}
        <input
          ref={captureInput}
          type="file"
          accept="image/*"
          capture={facing}
          hidden
          aria-label={`${labels.take}: ${label}`}
          tabIndex={-1}
          onChange={(e) => onFile(e.currentTarget)}
        />
        <input
          ref={galleryInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/*"
          hidden
          aria-label={`${labels.choose}: ${label}`}
          tabIndex={-1}
          data-testid={`${testId}-file`}
          onChange={(e) => onFile(e.currentTarget)}
        />
      </Stack>
    </Paper>
  );
}
