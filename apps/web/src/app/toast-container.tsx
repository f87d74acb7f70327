import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@holdfast/shared/common';

/** Mantine's toast container with the app's settings (loaded after the first render: providers.tsx, Toasts). */
export default function ToastContainer() {
  return <Notifications autoClose={TOAST_DURATION_MS} position="top-center" zIndex={1000} />;
}
