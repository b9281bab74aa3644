import type { LinkReply } from '@gm/contracts/institutions/replies';
import type { Locale } from '@gm/domain/locale';

/**
 * What the server's render of a guest page (src/guest/ssr.tsx) hands the browser beside the HTML: the hotel link
 * it resolved (ContextoService's answer, so the page does not ask again) and what the render depended on, so the
 * browser takes the page over (hydrates) only when its own first render would be the same. A page rendered without
 * a link (/payment saying what its link lacks: docs/decisions/0042-payment-server-render.md) has neither.
 */
export interface GuestBoot {
  h: string | null;
  locale: Locale;
  /** The theme in force in the render (the ?theme parameter or the hotel's THEME), or null. */
  theme: string | null;
  reply: Extract<LinkReply, { tipo: 'h' }> | null;
  /** The page's own first screen the server read from the address (e.g. the review pages' survey, 0046), if any. */
  data?: unknown;
}

const BOOT_ELEMENT_ID = 'gm-boot';

/** The boot data as a script element: JSON with `<` escaped, so no value can close the element. */
export function bootScript(boot: GuestBoot): string {
  return `<script id="${BOOT_ELEMENT_ID}" type="application/json">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`;
}

export function readBoot(doc: Document = document): GuestBoot | null {
  const el = doc.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const boot = JSON.parse(el.textContent) as GuestBoot;
    if (typeof boot?.locale !== 'string') return null;
    const linked = boot.reply?.tipo === 'h' && typeof boot.h === 'string';
    return linked || (boot.reply === null && boot.h === null) ? boot : null;
  } catch {
    return null;
  }
}
