import { SW_MESSAGE, type QueueCheckInMessage } from '@/sw/messages';

type ToWorker = { type: typeof SW_MESSAGE.clearData } | QueueCheckInMessage;

/** Tells the page's service worker (when one controls it: never in development or tests). */
export function postToWorker(message: ToWorker): void {
  try {
    navigator.serviceWorker?.controller?.postMessage(message);
  } catch {
    // No service worker here: nothing of the member's is kept by one.
  }
}

/** Sign-out, a lost session and quick exit: the worker forgets the member's cached answers and queued check-in. */
export function clearWorkerData(): void {
  postToWorker({ type: SW_MESSAGE.clearData });
}
