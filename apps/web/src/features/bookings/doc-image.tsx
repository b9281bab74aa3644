import { Anchor, Center, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { useNestedLayer } from './nested-layer';

interface Props {
  label: string;
  /** The image key is on the guest's record. */
  hasKey: boolean;
  /** Signed URL from the image service (null while unavailable). */
  url: string | null | undefined;
  /** The spec's empty-slot text ('Sem Assinatura', 'Sem Documento (frente)', ...). */
  emptyText: string;
}

// Guests' documents are not for casual copying: no context menu, no dragging (spec section 2).
const noContextMenu = (e: MouseEvent) => e.preventDefault();

function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}m=true`;
}

/** One document slot: a thumbnail that zooms on click and downloads, or the slot's empty text. */
export function DocImage({ label, hasKey, url, emptyText }: Props) {
  const { t } = useT();
  const [zoom, setZoom] = useState(false);
  useNestedLayer(zoom);
  if (!hasKey || !url) {
    return (
      <Paper withBorder p="sm" radius="sm" h={150} data-testid="doc-slot" data-empty={hasKey ? 'unavailable' : 'empty'}>
        <Center h="100%">
          <Stack gap={2} align="center">
            <Text size="xs" fw={600}>
              {label}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {hasKey ? t('bookings.detail.imageUnavailable') : emptyText}
            </Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="doc-slot" data-empty="no">
      <Stack gap={4}>
        <Text size="xs" fw={600}>
          {label}
        </Text>
        <UnstyledButton onClick={() => setZoom(true)} aria-label={t('bookings.detail.zoom', { label })} onContextMenu={noContextMenu}>
          <img
            src={url}
            alt={label}
            loading="lazy"
            draggable={false}
            onContextMenu={noContextMenu}
            style={{ width: '100%', height: 110, objectFit: 'contain', display: 'block' }}
          />
        </UnstyledButton>
        <Anchor href={downloadUrl(url)} download size="xs">
          <IconDownload size={12} aria-hidden="true" /> {t('bookings.detail.download', { label })}
        </Anchor>
      </Stack>
      <AppModal opened={zoom} onClose={() => setZoom(false)} title={label} size="xl" zIndex={400}>
        <Stack align="center">
          <img src={url} alt={label} draggable={false} onContextMenu={noContextMenu} style={{ maxWidth: '100%', maxHeight: '70vh' }} />
          <Anchor href={downloadUrl(url)} download>
            {t('bookings.detail.download', { label })}
          </Anchor>
        </Stack>
      </AppModal>
    </Paper>
  );
}
