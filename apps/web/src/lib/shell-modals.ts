import { createContext, useContext } from 'react';

/** The modals the signed-in shell owns and draws (app/shell/shell-modals.tsx). */
export type ShellModal = 'feedback' | 'hotel' | 'language';

/** Provided by the shell; outside it, opening a modal does nothing. */
export const ShellModalsContext = createContext<(modal: ShellModal) => void>(() => {});

/** Opens one of the shell's modals (send feedback, change hotel, change language) from anywhere inside the shell. */
export function useOpenShellModal(): (modal: ShellModal) => void {
  return useContext(ShellModalsContext);
}
