import { readFileSync } from 'node:fs';
import { Environment, SignedDataVerifier, VerificationException, VerificationStatus } from '@apple/app-store-server-library';
import type { Logger } from 'pino';
import type { StoreReceipt, StoreReceiptVerifier, StoreVerification } from './store-receipts';

export interface AppStoreSettings {
  /** Apple's root certificates (DER or PEM), e.g. AppleRootCA-G3.cer from apple.com/certificateauthority. */
  rootCertificates: Buffer[];
  bundleId: string;
  environment: 'Production' | 'Sandbox';
  /** The app's Apple id; the library requires it in Production. */
  appAppleId?: number;
  /** OCSP revocation checks and certificate dates against the current time (off: dates against the transaction's signedDate, no network). */
  onlineChecks: boolean;
}

/** Reads APPLE_ROOT_CERTS: comma-separated paths of certificate files. */
export function readAppleRootCertificates(paths: string): Buffer[] {
  return paths
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => readFileSync(p));
}

/**
 * App Store purchases (StoreKit 2): the app sends the transaction's JWS (`jwsRepresentation`) as the
 * receipt. Apple's official library checks the x5c chain up to Apple's root (with Apple's OIDs on the
 * leaf and intermediate), the signature, the bundle id and the environment; here the transaction must
 * also be the product and transaction the app names, not revoked, and not an expired subscription period.
 * Xcode and local StoreKit testing environments are not accepted: their transactions are unsigned.
 * With online checks, an OCSP responder that cannot be reached is an error, never a refusal.
 */
export function createAppStoreVerifier(settings: AppStoreSettings, log?: Logger): StoreReceiptVerifier {
  const verifier = new SignedDataVerifier(
    settings.rootCertificates,
    settings.onlineChecks,
    settings.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX,
    settings.bundleId,
    settings.appAppleId,
  );
  return {
    name: 'app-store',
    async verify(r: StoreReceipt): Promise<StoreVerification> {
      if (r.medium !== 'apple-pay') return { ok: false };
      let tx;
      try {
        tx = await verifier.verifyAndDecodeTransaction(r.receipt);
      } catch (e) {
        if (!(e instanceof VerificationException)) throw e;
        // The revocation check could not reach Apple: an error (the app retries), not a refused purchase.
        if (e.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE)
          throw new Error('App Store: the revocation check failed', { cause: e });
        // status: the library's VerificationStatus (e.g. 3 INVALID_APP_IDENTIFIER, 4 INVALID_ENVIRONMENT).
        log?.warn({ status: e.status, transactionId: r.transactionId }, 'app store transaction refused');
        return { ok: false };
      }
      const expired = tx.expiresDate !== undefined && tx.expiresDate < Date.now();
      if (tx.productId !== r.productId || tx.transactionId !== r.transactionId || tx.revocationDate !== undefined || expired) {
        log?.warn(
          { transactionId: r.transactionId, revoked: tx.revocationDate !== undefined, expired },
          'app store transaction does not match',
        );
        return { ok: false };
      }
      return { ok: true, transactionId: tx.transactionId, productId: tx.productId };
    },
  };
}
