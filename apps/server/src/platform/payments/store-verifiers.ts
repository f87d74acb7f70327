import type { Logger } from 'pino';
import type { Config } from '../config';
import { createAppStoreVerifier, readAppleRootCertificates } from './app-store-receipts';
import { createGooglePlayVerifier } from './google-play-receipts';
import { createDevStoreVerifier, type DevStoreVerifier, type StoreReceiptVerifier } from './store-receipts';

/**
 * The store receipt verifiers the config asks for: the App Store for apple-pay with APPLE_ROOT_CERTS,
 * Google Play for google-play with GOOGLE_PLAY_SERVICE_ACCOUNT, and the DEV verifier (signed dev
 * receipts) for each medium without its store. `devStore` is null once both stores are real.
 */
export function createStoreVerifiers(
  config: Config,
  devSecret: string,
  log: Logger,
): { store: StoreReceiptVerifier; devStore: DevStoreVerifier | null } {
  const apple = config.APPLE_ROOT_CERTS
    ? createAppStoreVerifier(
        {
          rootCertificates: readAppleRootCertificates(config.APPLE_ROOT_CERTS),
          bundleId: config.APPLE_BUNDLE_ID!,
          environment: config.APPLE_ENVIRONMENT,
          ...(config.APPLE_APP_APPLE_ID ? { appAppleId: config.APPLE_APP_APPLE_ID } : {}),
          onlineChecks: config.APPLE_ONLINE_CHECKS === 'on',
        },
        log,
      )
    : null;
  const google = config.GOOGLE_PLAY_SERVICE_ACCOUNT
    ? createGooglePlayVerifier(
        {
          serviceAccount: config.GOOGLE_PLAY_SERVICE_ACCOUNT,
          packageName: config.GOOGLE_PLAY_PACKAGE_NAME!,
          ...(config.GOOGLE_PLAY_API_BASE ? { apiRoot: config.GOOGLE_PLAY_API_BASE } : {}),
        },
        log,
      )
    : null;
  const devMediums = [...(google ? [] : (['google-play'] as const)), ...(apple ? [] : (['apple-pay'] as const))];
  const devStore = devMediums.length ? createDevStoreVerifier(devSecret, devMediums) : null;
  const byMedium = { 'apple-pay': apple ?? devStore!, 'google-play': google ?? devStore! };
  log.info(
    `store purchases: apple-pay ${apple ? `App Store ${config.APPLE_ENVIRONMENT}` : 'DEV verifier (dev receipts, APPLE_ROOT_CERTS unset)'}; ` +
      `google-play ${google ? 'Google Play' : 'DEV verifier (dev receipts, GOOGLE_PLAY_SERVICE_ACCOUNT unset)'}`,
  );
  return {
    store: {
      name: `apple-pay: ${byMedium['apple-pay'].name}, google-play: ${byMedium['google-play'].name}`,
      verify: (r) => byMedium[r.medium].verify(r),
    },
    devStore,
  };
}
