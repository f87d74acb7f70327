import { readFileSync } from 'node:fs';
import { androidpublisher, auth } from '@googleapis/androidpublisher';
import type { Logger } from 'pino';
import type { StoreReceipt, StoreReceiptVerifier, StoreVerification } from './store-receipts';

export interface GooglePlaySettings {
  /** The service account's JSON (the text, or a path to the file); it needs the Play Console's "view financial data, orders" and "manage orders" rights. */
  serviceAccount: string;
  packageName: string;
  /** Only for tests: the Google API root (`rootUrl`, with a trailing slash) instead of https://androidpublisher.googleapis.com/. */
  apiRoot?: string;
}

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
/** purchaseState of a ProductPurchase: 0 purchased, 1 cancelled, 2 pending. */
const PURCHASED = 0;

function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const json = JSON.parse(text) as Partial<ServiceAccount>;
  if (!json.client_email || !json.private_key)
    throw new Error('GOOGLE_PLAY_SERVICE_ACCOUNT: not a service account (client_email, private_key)');
  return json as ServiceAccount;
}

/**
 * Google Play purchases: the app sends the purchase token as the receipt and the order id as the
 * transaction. The official client (androidpublisher v3 purchases.products.get, signed in as the
 * service account) must answer the purchase as purchased, with the order id the app names; a
 * purchase not yet acknowledged is acknowledged here (Play refunds unacknowledged purchases after
 * three days). A token Play does not know (400/404/410) is a refusal; other failures are errors.
 */
export function createGooglePlayVerifier(settings: GooglePlaySettings, log?: Logger): StoreReceiptVerifier {
  const account = readServiceAccount(settings.serviceAccount);
  const client = new auth.JWT({ email: account.client_email, key: account.private_key, scopes: [SCOPE] });
  // google-auth-library always posts the JWT-bearer grant to Google's token URL; the account's own
  // token_uri (the same URL for Google's accounts) is honoured by rewriting that one request.
  const tokenUri = account.token_uri;
  if (tokenUri && tokenUri !== GOOGLE_TOKEN_URL) {
    client.transporter.interceptors.request.add({
      resolved: async (opts) => {
        if (String(opts.url) === GOOGLE_TOKEN_URL) opts.url = new URL(tokenUri);
        return opts;
      },
    });
  }
  const api = androidpublisher({ version: 'v3', auth: client, ...(settings.apiRoot ? { rootUrl: settings.apiRoot } : {}) });
  const packageName = settings.packageName;
  return {
    name: 'google-play',
    async verify(r: StoreReceipt): Promise<StoreVerification> {
      if (r.medium !== 'google-play' || !r.receipt) return { ok: false };
      const ids = { packageName, productId: r.productId, token: r.receipt };
      // Signed in first (a cached token when still valid): a refused sign-in is an error, not a refused purchase.
      await client.getAccessToken();
      let purchase;
      try {
        purchase = (await api.purchases.products.get(ids)).data;
      } catch (e) {
        const status = (e as { status?: number; response?: { status?: number } }).response?.status ?? (e as { status?: number }).status;
        if (status !== 400 && status !== 404 && status !== 410) throw e;
        log?.warn({ status, transactionId: r.transactionId }, 'google play purchase not found');
        return { ok: false };
      }
      const productMatches = !purchase.productId || purchase.productId === r.productId;
      if (purchase.purchaseState !== PURCHASED || purchase.orderId !== r.transactionId || !productMatches) {
        log?.warn({ transactionId: r.transactionId, purchaseState: purchase.purchaseState }, 'google play purchase refused');
        return { ok: false };
      }
      if (purchase.acknowledgementState === 0) await api.purchases.products.acknowledge({ ...ids, requestBody: {} });
      return { ok: true, transactionId: purchase.orderId, productId: r.productId };
    },
  };
}
