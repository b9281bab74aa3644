import { type ReactNode, useMemo, useState } from 'react';
import { ChangeHotelModal } from '../../features/institutions/change-hotel-modal';
import { FeedbackModal } from '../../features/institutions/feedback-modal';
import { type ShellModal, ShellModalsContext } from '../../lib/shell-modals';
import { ChangeLanguageModal } from './change-language-modal';

/** The shell's modals, opened with lib/shell-modals.ts `useOpenShellModal` from the shell and the pages in it. */
export function ShellModals({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ShellModal | null>(null);
  const close = useMemo(() => () => setOpen(null), []);
  return (
    <ShellModalsContext.Provider value={setOpen}>
      {children}
      <FeedbackModal opened={open === 'feedback'} onClose={close} />
      <ChangeHotelModal opened={open === 'hotel'} onClose={close} />
      <ChangeLanguageModal opened={open === 'language'} onClose={close} />
    </ShellModalsContext.Provider>
  );
}
