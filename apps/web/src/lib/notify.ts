import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@holdfast/shared/common';

/** Toasts used across the app; 3000 ms as the spec sets. */
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS }),
  warning: (message: string) => notifications.show({ message, color: 'yellow', autoClose: TOAST_DURATION_MS }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST_DURATION_MS }),
};
