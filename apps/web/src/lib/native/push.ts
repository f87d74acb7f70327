import { PushNotifications } from '@capacitor/push-notifications';
import { devicesApiPaths } from '@holdfast/shared/reference';
import { api, apiRequest } from '../api-client';
import { getToken, onTokenChange } from '../token-store';

export type NativePushState = 'granted' | 'denied';

let deviceToken: string | null = null;

/** The token the system gave this device (APNs on iOS, FCM on Android), once registered. */
export const nativeDeviceToken = () => deviceToken;

/**
 * Native push (@capacitor/push-notifications): the system hands an APNs token on iOS and an FCM token
 * on Android; it is stored through POST device-token with the platform, so the server picks the
 * provider (APNs HTTP/2 or FCM). A tap hands the push's data ({type, notification_id}: ids only) to
 * `onTap`. Permission is asked only by `enableNativePush` (the opt-in after the first check-in); at
 * start the device only registers again when the member allowed it before (tokens change).
 */
export async function watchNativePush(platform: 'ios' | 'android', onTap: (data: Record<string, unknown>) => void): Promise<() => void> {
  const handles = await Promise.all([
    PushNotifications.addListener('registration', ({ value }) => {
      deviceToken = value;
      if (getToken()) void api.post(devicesApiPaths.deviceToken, { token: value, platform }).catch(() => undefined);
    }),
    PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
      const data = notification.data as unknown;
      onTap(data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
    }),
  ]);
  const registerIfAllowed = async () => {
    const { receive } = await PushNotifications.checkPermissions();
    if (receive === 'granted' && getToken()) await PushNotifications.register();
  };
  await registerIfAllowed();
  // Signing in on this device (again) stores its token for the new session's member.
  const stopToken = onTokenChange((token) => {
    if (token) void registerIfAllowed().catch(() => undefined);
  });
  return () => {
    stopToken();
    handles.forEach((h) => void h.remove());
  };
}

/** The member said yes: ask the system, then register (the 'registration' listener stores the token). */
export async function enableNativePush(): Promise<NativePushState> {
  let { receive } = await PushNotifications.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale') ({ receive } = await PushNotifications.requestPermissions());
  if (receive !== 'granted') return 'denied';
  await PushNotifications.register();
  return 'granted';
}

/** Sign-out on the device: the server forgets its token (DELETE device-token) and the system stops delivering. */
export async function releaseNativePush(): Promise<void> {
  const token = deviceToken;
  deviceToken = null;
  if (token) await apiRequest(devicesApiPaths.deviceToken, { method: 'DELETE', body: { token } }).catch(() => undefined);
  await PushNotifications.unregister().catch(() => undefined);
}
