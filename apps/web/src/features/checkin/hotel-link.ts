import type { GuestContext } from '@gm/contracts/institutions/replies';
import { useEffect, useState } from 'react';
import { setWording, tx } from '../../i18n/i18n';
import { ApiError } from '../../lib/api/http';
import { navigate, useLocation } from '../../lib/navigation';
import { notify, notifyError } from '../../lib/notify';
import { setHotelLook } from '../../theme/hotel-look';
import { applyHotelTheme, clearHotelTheme } from '../../theme/theme-choice';
import { resolveLink } from './api';
import { getCheckin, openForHotel, useCheckin } from './wizard-store';

export type LinkStatus = 'loading' | 'ready' | 'invalid';

/**
 * The hotel's look and wording for a guest page: the `theme` parameter wins, else the hotel's THEME, both kept
 * per hotel link (never carried to another hotel's link in the tab), with the hotel's own colour and logo over it
 * (basic settings); hospital wording when ISHOSPITAL = S.
 */
function applyHotelLook(linkCode: string, context: GuestContext, search: string): void {
  applyHotelTheme(linkCode, search, context.THEME);
  setHotelLook({ colour: context.THEMECOLOR ?? null, logoUrl: context.LOGOURL ?? null, name: context.nomeIns });
  setWording(context.ISHOSPITAL === 'S' ? 'hospital' : undefined);
}

/** Opens the wizard with a link's context and applies the hotel's look: the page, the server's render, hydration. */
export function openHotelLink(route: string, h: string, context: GuestContext, search: string): void {
  openForHotel(route, h, context);
  applyHotelLook(h, context, search);
}

function invalidLink(error?: unknown): void {
  if (error instanceof ApiError && error.readable) notify('warning', error.message);
  else if (error) notifyError(error);
  else notify('warning', tx('checkin.link.invalid'));
}

/**
 * Opens the wizard from the link's `h` code through ContextoService (spec section 7); an `r` code names a hotel
 * network and goes to /select-ins. Reopens the link when the store was cleared (an expired session).
 */
export function useHotelLink(route: string): { status: LinkStatus; context: GuestContext | null } {
  const location = useLocation();
  const store = useCheckin();
  const params = new URLSearchParams(location.search);
  const h = params.get('h')?.trim() || null;
  const r = params.get('r')?.trim() || null;
  const [failed, setFailed] = useState(false);
  const ready = !!store.context && !!store.machine.contextToken && (!h || store.linkCode === h);

  useEffect(() => {
    if (!h && r) {
      navigate(`/select-ins${location.search}`, { replace: true });
      return;
    }
    const s = getCheckin();
    if (s.context && s.machine.contextToken && (!h || s.linkCode === h)) {
      if (s.route !== route) openForHotel(route, s.linkCode!, s.context);
      applyHotelLook(s.linkCode!, s.context, location.search);
      return;
    }
    // Another hotel's link: nothing of the previous hotel's look stays on screen while this one opens.
    setHotelLook(null);
    clearHotelTheme();
    setWording(undefined);
    if (!h) {
      setFailed(true);
      invalidLink();
      return;
    }
    let live = true;
    setFailed(false);
    resolveLink({ h })
      .then((reply) => {
        if (!live) return;
        if (reply.tipo !== 'h') throw new ApiError(tx('checkin.link.invalid'), { http: 422, readable: true });
        openHotelLink(route, h, reply.contextIns, location.search);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        invalidLink(error);
      });
    return () => {
      live = false;
    };
  }, [h, r, route, ready, location.search]);

  if (failed) return { status: 'invalid', context: null };
  return { status: ready ? 'ready' : 'loading', context: ready ? store.context : null };
}
