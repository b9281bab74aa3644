import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { ChangeHotelModal } from '../../features/institutions/change-hotel-modal';
import { FeedbackModal } from '../../features/institutions/feedback-modal';
import { ChangeLanguageModal } from './change-language-modal';

export type ShellModal = 'feedback' | 'hotel' | 'language';

const ShellModalsContext = createContext<(modal: ShellModal) => void>(() => {});

/** Opens one of the shell's modals (send feedback, change hotel, change language) from anywhere inside the shell. */
export function useOpenShellModal(): (modal: ShellModal) => void {
  return useContext(ShellModalsContext);
}

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
