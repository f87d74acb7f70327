import { App } from '@capacitor/app';

/**
 * Spec 1: on app resume refresh the setup state, reconnect the realtime channel and refresh the
 * notification and unread counts (the host does the refreshing). The spec names iOS; Android's web
 * view is paused in the background just the same, so both run it.
 */
export async function watchResume(onResume: () => void): Promise<() => void> {
  const handle = await App.addListener('resume', onResume);
  return () => void handle.remove();
}
