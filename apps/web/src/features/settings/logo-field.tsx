import type { BasicSettings } from '@gm/contracts/institutions/settings';
import { Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notifyError } from '../../lib/notify';
import { prepareImage } from '../../ui/image-reencode';
import { removeLogo, uploadLogo } from './api';
import { useSaved } from './use-basic-settings';

/**
 * The hotel's logo: chosen from a file, prepared in the browser like a guest's document photo (ui/image-reencode)
 * and re-encoded by the server; shown on the guest pages' header and in e-mails. Removing it brings back the
 * theme's mark.
 */
export function LogoField({ settings }: { settings: BasicSettings }) {
  const { t } = useT();
  const saved = useSaved();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const run = async (kind: 'upload' | 'remove', work: () => ReturnType<typeof removeLogo>) => {
    setBusy(kind);
    try {
      saved(await work());
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const choose = (file: File | null) => {
    if (file) void run('upload', async () => uploadLogo(await prepareImage(file), file.name || 'logo.jpg'));
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id="logo-label">
        {t('settings.appearance.logo')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('settings.appearance.logoHint')}
      </Text>
      <Box
        p="sm"
        bg="white"
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, minHeight: 91, display: 'flex', alignItems: 'center' }}
        data-testid="logo-preview"
      >
        {settings.logoUrl ? (
          <img
            src={settings.logoUrl}
            alt={t('settings.appearance.logoAlt', { hotel: settings.name })}
            style={{ maxHeight: 75, maxWidth: '100%' }}
          />
        ) : (
          <Text size="sm">{t('settings.appearance.noLogo')}</Text>
        )}
      </Box>
      <Group gap="sm">
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp" inputProps={{ id: 'logo-file' }}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhoto size={18} aria-hidden />}
              loading={busy === 'upload'}
              aria-describedby="logo-label"
            >
              {settings.logoUrl ? t('settings.appearance.replaceLogo') : t('settings.appearance.chooseLogo')}
            </Button>
          )}
        </FileButton>
        {settings.logoUrl && (
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={busy === 'remove'}
            onClick={() => void run('remove', removeLogo)}
          >
            {t('settings.appearance.removeLogo')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
