import type { Agent } from 'node:http';
import { randomUUID } from 'node:crypto';
import { applicationDefault, cert, deleteApp, initializeApp, type Credential } from 'firebase-admin/app';
import { getMessaging } from 'firebase-admin/messaging';
import { discreetTexts } from '@holdfast/shared/privacy';
import { collapseKeyOf, PUSH_TTL_SECONDS, pushData, type PushProvider } from './push';

export interface FcmOptions {
  credential: Credential;
  /** The Firebase project; read from a service account's project_id when unset. */
  projectId?: string;
  /** firebase-admin's `httpAgent` (AppOptions): how its HTTP requests connect (tests: to a local FCM HTTP v1 server). */
  httpAgent?: Agent;
}

/** A service account from FCM_SERVICE_ACCOUNT (its JSON, or a path to the file), else application default credentials. */
export function fcmCredential(serviceAccount: string | undefined): Credential {
  if (!serviceAccount) return applicationDefault();
  return cert(serviceAccount.trim().startsWith('{') ? (JSON.parse(serviceAccount) as object) : serviceAccount);
}

/**
 * Android pushes through FCM HTTP v1 with the official firebase-admin SDK (`messaging().send`): the
 * data `{type, notification_id}` (strings, as FCM requires), a neutral notification title so the
 * system shows it while the app is closed (never the notification's words), Android priority high
 * only for SOS, and the collapse key. An unregistered token (FCM's UNREGISTERED, 404) is gone.
 */
export function createFcmProvider(opts: FcmOptions): PushProvider {
  const app = initializeApp(
    {
      credential: opts.credential,
      ...(opts.projectId ? { projectId: opts.projectId } : {}),
      ...(opts.httpAgent ? { httpAgent: opts.httpAgent } : {}),
    },
    `holdfast-fcm-${randomUUID()}`,
  );
  const messaging = getMessaging(app);
  return {
    name: 'fcm',
    async send(device, message) {
      const data = pushData(message);
      const collapseKey = collapseKeyOf(message);
      try {
        await messaging.send({
          token: device.token,
          data: { type: data.type, notification_id: String(data.notification_id) },
          notification: { title: discreetTexts.subject },
          android: {
            priority: message.urgent ? 'high' : 'normal',
            ttl: PUSH_TTL_SECONDS * 1000,
            ...(collapseKey ? { collapseKey } : {}),
          },
        });
        return 'sent';
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'messaging/registration-token-not-registered') return 'gone';
        throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
