import { Modal, type ModalProps } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { MODAL_CLOSE_DELAY_MS } from '../lib/constants';
import classes from './app-modal.module.css';
import { firstField, submitsOnEnter } from './modal-focus';

type Props = ModalProps & {
  /** Called 300 ms after the modal closes (spec section 2: the generic modal notifies after 300 ms). */
  onClosed?: () => void;
  /** The modal's buttons: kept in view at the bottom however long the content (a sticky footer). */
  footer?: ReactNode;
  /** Enter in a one-line field of the modal runs this (the primary action); absent, Enter does nothing here. */
  onSubmit?: () => void;
  /** The modal takes the height the viewport allows whatever it shows: tabs switch without the modal jumping. */
  stableHeight?: boolean;
};

/**
 * The app's modal (decision 0040): closes on Esc, outside click or its named close button; the first field that can be
 * typed in gets the focus (unless an element asks for it with data-autofocus), also when it arrives after a load;
 * Enter in a field submits (onSubmit); the buttons stay in view (footer); on close the focus goes back to what had
 * it when the modal opened (the button that opened it).
 */
export function AppModal({ opened, onClosed, closeButtonProps, footer, onSubmit, stableHeight, children, classNames, ...rest }: Props) {
  const { t } = useT();
  const wasOpen = useRef(opened);
  const closed = useRef(onClosed);
  const submit = useRef(onSubmit);
  const main = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    closed.current = onClosed;
    submit.current = onSubmit;
  });
  useEffect(() => {
    if (wasOpen.current && !opened) {
      const timer = setTimeout(() => closed.current?.(), MODAL_CLOSE_DELAY_MS);
      wasOpen.current = opened;
      return () => clearTimeout(timer);
    }
    wasOpen.current = opened;
    return undefined;
  }, [opened]);

  // The opener is what had the focus when the modal opened, also when it was mounted open (Mantine's own return
  // remembers it only when `opened` turns true after mounting).
  useLayoutEffect(() => {
    if (!opened) return undefined;
    opener.current = document.activeElement;
    return () => {
      const back = opener.current;
      setTimeout(() => {
        const now = document.activeElement;
        const lost = !now || now === document.body || !now.isConnected || now.closest('[role="dialog"]') !== null;
        if (lost && back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
      }, 20);
    };
  }, [opened]);

  // The first field takes the focus, also when the form arrives after the modal opened (a booking still loading), until
  // the person acts (a key, a pointer). The field is also marked for Mantine's focus trap, which may run after this.
  useEffect(() => {
    if (!opened) return undefined;
    let done = false;
    const tryFocus = () => {
      const root = main.current;
      if (done || !root) return;
      const dialog = root.closest('[role="dialog"]');
      if (dialog?.querySelector('[data-autofocus]:not([data-first-field])')) return void (done = true);
      if (root.contains(document.activeElement)) return;
      const field = firstField(root);
      if (!field) return;
      field.setAttribute('data-autofocus', '');
      field.setAttribute('data-first-field', '');
      field.focus({ preventScroll: true });
    };
    const acted = () => {
      done = true;
    };
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('keydown', acted, true);
    const timers = [0, 50, 150, 300, 600].map((ms) => setTimeout(tryFocus, ms));
    const observer = new MutationObserver(tryFocus);
    const start = setTimeout(() => main.current && observer.observe(main.current, { childList: true, subtree: true }), 0);
    const stop = setTimeout(acted, 5000);
    return () => {
      done = true;
      for (const timer of [...timers, start, stop]) clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('keydown', acted, true);
    };
  }, [opened]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const run = submit.current;
    if (!run || !submitsOnEnter(e, e.currentTarget)) return;
    e.preventDefault();
    const field = e.target as HTMLElement;
    // Leaving the field first lets it settle its value (a date typed as DD/MM/YY expands on blur), then the submit reads it.
    field.blur();
    setTimeout(() => {
      submit.current?.();
      if (document.activeElement === document.body && field.isConnected) field.focus({ preventScroll: true });
    }, 0);
  };

  return (
    <Modal
      opened={opened}
      closeOnEscape
      closeOnClickOutside
      centered
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('common.actions.close'), ...closeButtonProps }}
      classNames={{ ...classNames, ...(stableHeight ? { content: classes.stableContent, body: classes.body } : {}) }}
      {...rest}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter is caught as it bubbles from the modal's fields */}
      <div ref={main} className={classes.main} onKeyDown={onKeyDown}>
        {children}
      </div>
      {footer && (
        <div className={classes.footer} data-testid="modal-footer">
          {footer}
        </div>
      )}
    </Modal>
  );
}
