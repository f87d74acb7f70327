import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@holdfast/shared/common';

const show = (message: string, color: string) =>
  notifications.show({ message, color, autoClose: TOAST_DURATION_MS, closeButtonProps: { 'aria-label': 'Close notification' } });

/** Toasts used across the app; 3000 ms as the spec sets. Blue is not ours: information is the brand colour. */
export const notify = {
  success: (message: string) => show(message, 'teal'),
  error: (message: string) => show(message, 'red'),
  warning: (message: string) => show(message, 'yellow'),
  info: (message: string) => show(message, 'harbor'),
};
