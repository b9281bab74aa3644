import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { MODAL_CLOSE_DELAY_MS } from '../lib/constants';

type Props = ModalProps & {
  /** Called 300 ms after the modal closes (spec section 2: the generic modal notifies after 300 ms). */
  onClosed?: () => void;
};

/** The app's modal: closes on Esc, outside click or its named close button. */
export function AppModal({ opened, onClosed, closeButtonProps, ...rest }: Props) {
  const { t } = useT();
  const wasOpen = useRef(opened);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
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
  return (
    <Modal
      opened={opened}
      closeOnEscape
      closeOnClickOutside
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close'), ...closeButtonProps }}
      {...rest}
    />
  );
}
