import { Box, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';

/**
 * A live preview of the guest page in a colour: the header with the hotel's logo or name, a step title, a filled
 * button (white text on the colour) and a link (the colour on white), drawn with the exact colour so the hotel sees
 * what its guests will.
 */
export function GuestPreview({ colour, hotel, logoUrl }: { colour: string; hotel: string; logoUrl: string | null }) {
  const { t } = useT();
  return (
    <Box
      component="figure"
      m={0}
      data-testid="guest-preview"
      data-colour={colour}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 12, overflow: 'hidden', maxWidth: 360 }}
    >
      <Text component="figcaption" size="xs" fw={600} px="sm" py={4} bg="var(--mantine-color-gray-1)" c="dark.7">
        {t('settings.appearance.previewLabel')}
      </Text>
      <Box
        bg="white"
        px="sm"
        py={8}
        style={{ borderBottom: `3px solid ${colour}`, display: 'flex', alignItems: 'center', gap: 8, minHeight: 51 }}
      >
        {logoUrl ? (
          <img src={logoUrl} alt="" style={{ maxHeight: 35, maxWidth: 160 }} />
        ) : (
          <Text fw={700} c="dark.9">
            {hotel}
          </Text>
        )}
      </Box>
      <Box p="md" bg="var(--mantine-color-gray-0)">
        <Text fw={700} size="lg" c="dark.9">
          {t('settings.appearance.previewTitle')}
        </Text>
        <Text size="sm" mt={4} c="dark.7">
          {t('settings.appearance.previewText')}{' '}
          <Text span size="sm" fw={600} td="underline" style={{ color: colour }}>
            {t('settings.appearance.previewLink')}
          </Text>
        </Text>
        <Box
          mt="md"
          py={10}
          style={{ background: colour, color: '#ffffff', borderRadius: 8, textAlign: 'center', fontWeight: 600 }}
          data-testid="preview-button"
        >
          {t('settings.appearance.previewButton')}
        </Box>
      </Box>
    </Box>
  );
}
