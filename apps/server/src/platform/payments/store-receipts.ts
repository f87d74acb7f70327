import { createHmac, timingSafeEqual } from 'node:crypto';

/** Store purchases (google-play, apple-pay): the server verifies the receipt with the store before marking paid. */
export interface StoreReceipt {
  medium: 'google-play' | 'apple-pay';
  productId: string;
  transactionId: string;
  receipt: string;
}
export type StoreVerification = { ok: true; transactionId: string; productId: string } | { ok: false };

export interface StoreReceiptVerifier {
  readonly name: string;
  verify(r: StoreReceipt): Promise<StoreVerification>;
}

/**
 * DEV store verifier — for development and the /in-app/purchase test screen only. Its "store" issues
 * receipts signed with a server secret (`issue`), so a forged or altered receipt fails like a real
 * store's would. It answers only the mediums no real store is configured for (`mediums`); the App
 * Store and Google Play verifiers (app-store-receipts.ts, google-play-receipts.ts) take the others.
 */
export function createDevStoreVerifier(secret: string, mediums: readonly StoreReceipt['medium'][] = ['google-play', 'apple-pay']) {
  const sign = (medium: string, productId: string, transactionId: string) =>
    createHmac('sha256', `dev-store:${secret}`).update(`${medium}\n${productId}\n${transactionId}`).digest('base64url');
  return {
    name: 'dev-store',
    mediums,
    issue(medium: StoreReceipt['medium'], productId: string, transactionId: string) {
      return `dev-receipt.${sign(medium, productId, transactionId)}`;
    },
    async verify(r: StoreReceipt): Promise<StoreVerification> {
      if (!mediums.includes(r.medium)) return { ok: false };
      const expected = Buffer.from(`dev-receipt.${sign(r.medium, r.productId, r.transactionId)}`);
      const given = Buffer.from(r.receipt);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
      return { ok: true, transactionId: r.transactionId, productId: r.productId };
    },
  } satisfies StoreReceiptVerifier & { issue: unknown; mediums: unknown };
}
export type DevStoreVerifier = ReturnType<typeof createDevStoreVerifier>;
