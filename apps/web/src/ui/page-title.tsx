import { ActionIcon, Group, Title, type TitleProps } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { usePageHelp } from '../lib/page-help';

/**
 * A screen's title (the h1) with the screen's help beside it (spec section 2, "help modals"): the button shows when
 * the shell has a help text for the route on show, and opens it in a modal.
 */
export function PageTitle({ children, order = 1, size, ...rest }: TitleProps) {
  const help = usePageHelp();
  if (!help)
    return (
      <Title order={order} size={size} {...rest}>
        {children}
      </Title>
    );
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Title order={order} size={size} {...rest}>
        {children}
      </Title>
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={help.label}
        aria-haspopup="dialog"
        onClick={help.open}
        data-testid="page-help"
      >
        <IconHelpCircle size={22} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
