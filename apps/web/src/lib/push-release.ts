import { releaseDeviceToken } from './api/release-device-token';

/**
 * Sign-out on this browser: its web push subscription is released on the server (DELETE
 * device-token with the endpoint) and unsubscribed, so the next person on the device gets none of
 * the member's pushes. At most `timeoutMs`; never throws (signing out must always work).
 */
export async function releasePushSubscription(bearer: string, timeoutMs = 1500): Promise<void> {
  const release = async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await releaseDeviceToken(subscription.endpoint, bearer).catch(() => undefined);
    await subscription.unsubscribe().catch(() => false);
  };
  await Promise.race([release().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
