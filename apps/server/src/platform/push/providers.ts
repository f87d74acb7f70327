import { existsSync, readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { APNS_URLS, createApnsProvider } from './apns';
import { createFcmProvider, fcmCredential } from './fcm';
import type { PushProviders } from './push';
import { vapidKeysOf } from './vapid';
import { createWebPushProvider } from './web-push';

/**
 * The push providers the settings turn on: web push always (VAPID keys from the settings or the dev
 * pair), FCM for Android with FCM_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS, APNs for iOS with
 * APNS_KEY (+ APNS_KEY_ID, APNS_TEAM_ID). A platform without a provider gets no pushes (logged once).
 */
export function createPushProviders(config: Config, log: Logger): PushProviders {
  const providers: PushProviders = {
    web: createWebPushProvider({ vapid: () => vapidKeysOf(config, log) }),
  };
  if (config.FCM_SERVICE_ACCOUNT || config.GOOGLE_APPLICATION_CREDENTIALS) {
    providers.android = createFcmProvider({
      credential: fcmCredential(config.FCM_SERVICE_ACCOUNT),
      ...(config.FCM_PROJECT_ID ? { projectId: config.FCM_PROJECT_ID } : {}),
    });
  } else log.info('push: FCM is not configured (FCM_SERVICE_ACCOUNT): Android devices get no pushes');
  if (config.APNS_KEY && config.APNS_KEY_ID && config.APNS_TEAM_ID) {
    providers.ios = createApnsProvider({
      key: readKey(config.APNS_KEY),
      keyId: config.APNS_KEY_ID,
      teamId: config.APNS_TEAM_ID,
      topic: config.APNS_TOPIC,
      url: APNS_URLS[config.APNS_ENV],
    });
  } else log.info('push: APNs is not configured (APNS_KEY): iOS devices get no pushes');
  return providers;
}

/** APNS_KEY: the PEM text itself, or a path to the .p8 file. */
function readKey(value: string): string {
  return value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : existsSync(value) ? readFileSync(value, 'utf8') : value;
}

export async function closePushProviders(providers: PushProviders) {
  await Promise.all(Object.values(providers).map(async (p) => p?.close?.()));
}
