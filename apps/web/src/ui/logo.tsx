import { Group, Text } from '@mantine/core';
import { useAppTheme } from '../theme/use-app-theme';

/** The hotel's own logo (basic settings) or the partner's mark, at the theme's logo height (35 or 75 px). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const theme = useAppTheme();
  const height = compact ? 35 : theme.logoHeight;
  if (theme.logoUrl && !compact) {
    return (
      <Group h={height} wrap="nowrap" data-testid="logo" data-theme={theme.key} style={{ height }}>
        <img src={theme.logoUrl} alt={theme.hotelName ?? theme.name} style={{ maxHeight: height, maxWidth: 220, display: 'block' }} />
      </Group>
    );
  }
  // The mark is decorative: it keeps the partner's exact colour (text elsewhere uses the AA shade).
  const fill = theme.primaryColor;
  return (
    <Group gap={height > 40 ? 'md' : 'xs'} h={height} wrap="nowrap" data-testid="logo" data-theme={theme.key} style={{ height }}>
      <svg viewBox="0 0 32 32" height={height} width={height} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={compact ? '#ffffff' : fill} />
        <path d="M9 9h3v6h8V9h3v14h-3v-5h-8v5H9z" fill={compact ? fill : '#ffffff'} />
      </svg>
      <Text component="span" fw={700} fz={height > 40 ? 26 : 18} c={compact ? 'white' : undefined} lh={1}>
        {theme.name}
      </Text>
    </Group>
  );
}
