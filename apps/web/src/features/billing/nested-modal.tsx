import type { ComponentProps } from 'react';
import { useEffect, useRef } from 'react';
import { AppModal } from '../../ui/app-modal';

type Props = ComponentProps<typeof AppModal>;

/**
 * The billing modals open above the booking modal. Every Mantine modal closes on an Escape seen on the
 * window, so one Escape would close both. Mantine skips an Escape whose target carries
 * data-mantine-stop-propagation: the elements focused inside this modal get it, and this modal closes
 * itself on Escape. Only the top modal closes.
 */
export function NestedModal({ opened, onClose, ...rest }: Props) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!opened) return undefined;
    const mark = (e: FocusEvent) => {
      const el = e.target;
      if (el instanceof HTMLElement && el.closest('[data-nested-modal]')) el.setAttribute('data-mantine-stop-propagation', 'true');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.isComposing) return;
      const el = e.target;
      if (el instanceof HTMLElement && el.closest('[data-nested-modal]')) close.current();
    };
    document.addEventListener('focusin', mark, true);
    window.addEventListener('keydown', onKey, true);
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('[data-nested-modal]'))
      active.setAttribute('data-mantine-stop-propagation', 'true');
    return () => {
      document.removeEventListener('focusin', mark, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [opened]);
  return <AppModal opened={opened} onClose={onClose} closeOnEscape={false} data-nested-modal="" {...rest} />;
}
