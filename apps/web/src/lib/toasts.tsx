import { Notifications, notifications } from '@mantine/notifications';
import { TOAST_MS } from './constants';

export interface ToastData {
  color: string;
  message: string;
  autoClose: number;
  closeLabel: string;
}

/** The toast container and its `show`, loaded with the first toast (or when the browser is idle). */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_MS} limit={5} />;
}

export function showToast(t: ToastData): void {
  notifications.show({
    color: t.color,
    message: t.message,
    autoClose: t.autoClose,
    withBorder: true,
    closeButtonProps: { 'aria-label': t.closeLabel },
  });
}
