import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const TONES = {
  info: { icon: IconInfoCircle, color: 'var(--mantine-color-blue-8)', bg: 'var(--mantine-color-blue-0)' },
  success: { icon: IconCircleCheck, color: 'var(--mantine-color-green-9)', bg: 'var(--mantine-color-green-0)' },
  warning: { icon: IconAlertTriangle, color: 'var(--mantine-color-orange-9)', bg: 'var(--mantine-color-yellow-0)' },
} as const;

/** A message in the page (dark text on a tinted background: readable in every partner theme). */
export function Notice({
  tone = 'info',
  title,
  children,
  testId,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const t = TONES[tone];
  const Icon = t.icon;
  return (
    <Paper radius="md" p="sm" bg={t.bg} style={{ borderLeft: `4px solid ${t.color}` }} data-testid={testId}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Icon size={22} color={t.color} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          {title && (
            <Text fw={700} size="sm" c="dark.9">
              {title}
            </Text>
          )}
          {children && (
            <Text size="sm" c="dark.9" component="div">
              {children}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
