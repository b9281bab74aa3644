import { Button, Group, Text } from '@mantine/core';
import type { LeaveGuard } from '../lib/leave-guard';
import { AppModal } from './app-modal';

/**
 * Asks before a screen's unsaved changes are left (lib/leave-guard.ts): stay (the default, and Esc) or discard them
 * and leave. The screen gives its own words.
 */
export function LeaveModal({
  guard,
  title,
  body,
  stayLabel,
  leaveLabel,
}: {
  guard: LeaveGuard;
  title: string;
  body: string;
  stayLabel: string;
  leaveLabel: string;
}) {
  return (
    <AppModal
      opened={guard.asking}
      onClose={guard.stay}
      title={title}
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={guard.stay} data-autofocus>
            {stayLabel}
          </Button>
          <Button color="red.9" onClick={guard.leave}>
            {leaveLabel}
          </Button>
        </Group>
      }
    >
      <Text>{body}</Text>
    </AppModal>
  );
}
