import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';

/** A purchase as androidpublisher v3 ProductPurchase answers it. */
export interface FakePlayPurchase {
  orderId: string;
  productId: string;
  purchaseState: number;
  acknowledgementState: number;
}

export interface FakeGooglePlay {
  /** The API root for the client's `rootUrl` (trailing slash). */
  apiRoot: string;
  /** A service account JSON whose token_uri is this server's token endpoint. */
  serviceAccount: string;
  /** By package name, then purchase token. */
  purchases: Map<string, FakePlayPurchase>;
  /** Every API request: method, path and the bearer token it carried. */
  requests: { method: string; path: string; bearer: string | null }[];
  /** Access tokens the token endpoint handed out. */
  issuedTokens: string[];
  close(): Promise<void>;
}

const key = (packageName: string, token: string) => `${packageName}/${token}`;

/**
 * For tests: a local server that speaks the two protocols the Google Play verifier uses: the OAuth 2.0
 * token endpoint (a JWT-bearer grant, RFC 7523, whose assertion must be signed by the service
 * account's key) and androidpublisher v3 purchases.products get / acknowledge, which answer only
 * to a bearer token the endpoint issued.
 */
export async function startFakeGooglePlay(): Promise<
  FakeGooglePlay & { addPurchase(pkg: string, token: string, p: FakePlayPurchase): void }
> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const verifyKey = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');
  const purchases = new Map<string, FakePlayPurchase>();
  const requests: FakeGooglePlay['requests'] = [];
  const issuedTokens: string[] = [];
  const email = 'holdfast-play@holdfast-test.iam.gserviceaccount.com';
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (req.method === 'POST' && url.pathname === '/token') {
          const form = new URLSearchParams(body);
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
            return json(res, 400, { error: 'unsupported_grant_type' });
          try {
            const { payload } = await jwtVerify(form.get('assertion') ?? '', verifyKey, { issuer: email });
            if (payload.scope !== 'https://www.googleapis.com/auth/androidpublisher') return json(res, 400, { error: 'invalid_scope' });
          } catch {
            return json(res, 400, { error: 'invalid_grant' });
          }
          const token = `ya29.holdfast-test-${issuedTokens.length + 1}`;
          issuedTokens.push(token);
          return json(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
        }
        const auth = req.headers.authorization ?? '';
        const bearer = auth.startsWith('Bearer ') ? auth.slice(7) : null;
        requests.push({ method: req.method ?? '', path: url.pathname, bearer });
        const m = /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/products\/([^/]+)\/tokens\/([^/:]+)(:acknowledge)?$/.exec(
          url.pathname,
        );
        if (!m) return json(res, 404, { error: { code: 404, message: 'Not found' } });
        if (!bearer || !issuedTokens.includes(bearer)) return json(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
        const [, pkg, productId, token, ack] = m.map((x) => (x === undefined ? x : decodeURIComponent(x)));
        const p = purchases.get(key(pkg!, token!));
        if (!p || p.productId !== productId)
          return json(res, 400, { error: { code: 400, message: 'The purchase token does not match the product ID.' } });
        if (ack && req.method === 'POST') {
          p.acknowledgementState = 1;
          return json(res, 204, undefined);
        }
        if (req.method !== 'GET') return json(res, 405, { error: { code: 405 } });
        return json(res, 200, {
          kind: 'androidpublisher#productPurchase',
          purchaseTimeMillis: String(Date.now()),
          consumptionState: 0,
          ...p,
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiRoot: `${base}/`,
    serviceAccount: JSON.stringify({
      type: 'service_account',
      project_id: 'holdfast-test',
      client_email: email,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${base}/token`,
    }),
    purchases,
    requests,
    issuedTokens,
    addPurchase: (pkg, token, p) => purchases.set(key(pkg, token), p),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
