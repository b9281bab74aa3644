import { createContext, type ReactNode, useContext } from 'react';

/**
 * The help of the screen on show (spec section 2, "help modals"): the signed-in shell provides it for the route it
 * renders when that route has a help text (features/help), and the page's title (ui/page-title.tsx) shows a help
 * button beside it. Pages need not know whether they have help.
 */
export interface PageHelp {
  /** The help button's accessible name, e.g. "Ajuda desta tela". */
  label: string;
  open(): void;
}

const PageHelpContext = createContext<PageHelp | null>(null);

export function PageHelpProvider({ value, children }: { value: PageHelp | null; children: ReactNode }) {
  return <PageHelpContext.Provider value={value}>{children}</PageHelpContext.Provider>;
}

/** The screen's help, or null where there is none (public pages, a screen without a text). */
export function usePageHelp(): PageHelp | null {
  return useContext(PageHelpContext);
}
