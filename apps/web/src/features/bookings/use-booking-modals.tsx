import { type ReactNode, useCallback, useState } from 'react';
import type { OpenBooking } from './booking-card';
import { BookingDataModal } from './booking-data-modal';
import type { BookingModalMode } from './booking-form';
import { BookingModal } from './booking-modal';

interface Target {
  mode: BookingModalMode | 'data';
  codRes: number | null;
  seq: number;
}

let seq = 0;

/** The booking modals a screen opens from its cards (one at a time); `node` is rendered by the screen. */
export function useBookingModals(): { open: OpenBooking; openNew: () => void; node: ReactNode } {
  const [target, setTarget] = useState<Target | null>(null);
  const open = useCallback<OpenBooking>((mode, codRes) => setTarget({ mode, codRes, seq: ++seq }), []);
  const openNew = useCallback(() => setTarget({ mode: 'new', codRes: null, seq: ++seq }), []);
  const close = useCallback(() => setTarget(null), []);
  let node: ReactNode = null;
  if (target?.mode === 'data') node = <BookingDataModal codRes={target.codRes} onClose={close} />;
  else if (target) node = <BookingModal key={target.seq} mode={target.mode} codRes={target.codRes} onClose={close} />;
  return { open, openNew, node };
}
