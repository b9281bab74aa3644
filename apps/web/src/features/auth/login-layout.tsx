import { Box, Center, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from '../../ui/logo';

/** The frame of the sign-in, recovery, activation and link screens. */
export function LoginLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group justify="flex-end" p="sm" component="header">
        <LanguageSwitch />
      </Group>
      <Center component="main" px="md" pb="xl">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Center>
              <Logo />
            </Center>
            <Title order={1} size="h3" ta="center">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
