import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import type { LeaveGuard } from '../../../../lib/leave-guard';
import { AppModal } from '../../../../ui/app-modal';

/** Asks before the editor's unsaved changes are left: stay (the default, and Esc) or discard them and leave. */
export function LeaveEditorModal({ guard }: { guard: LeaveGuard }) {
  const { t } = useT();
  return (
    <AppModal
      opened={guard.asking}
      onClose={guard.stay}
      title={t('surveys.editor.leave.title')}
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={guard.stay} data-autofocus>
            {t('surveys.editor.leave.stay')}
          </Button>
          <Button color="red.9" onClick={guard.leave}>
            {t('surveys.editor.leave.discard')}
          </Button>
        </Group>
      }
    >
      <Text>{t('surveys.editor.leave.body')}</Text>
    </AppModal>
  );
}
