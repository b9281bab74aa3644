import { useT } from '../../../../i18n/use-t';
import type { LeaveGuard } from '../../../../lib/leave-guard';
import { LeaveModal } from '../../../../ui/leave-modal';

/** Asks before the editor's unsaved changes are left: stay (the default, and Esc) or discard them and leave. */
export function LeaveEditorModal({ guard }: { guard: LeaveGuard }) {
  const { t } = useT();
  return (
    <LeaveModal
      guard={guard}
      title={t('surveys.editor.leave.title')}
      body={t('surveys.editor.leave.body')}
      stayLabel={t('surveys.editor.leave.stay')}
      leaveLabel={t('surveys.editor.leave.discard')}
    />
  );
}
