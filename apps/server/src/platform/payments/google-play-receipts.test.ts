import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGooglePlay } from '../../test/google-play-server';
import { createGooglePlayVerifier } from './google-play-receipts';

type Fake = Awaited<ReturnType<typeof startFakeGooglePlay>>;

// The official androidpublisher client against a local server speaking Google's OAuth token
// endpoint (JWT-bearer grant) and the androidpublisher v3 REST paths.
describe('Google Play receipt verifier', () => {
  let play: Fake;
  beforeAll(async () => {
    play = await startFakeGooglePlay();
  });
  afterAll(() => play.close());
  const pkg = 'org.holdfast.app';
  const product = 'org.holdfast.purity_path';
  const verifier = () => createGooglePlayVerifier({ serviceAccount: play.serviceAccount, packageName: pkg, apiRoot: play.apiRoot });
  const receipt = (token: string, orderId: string) => ({
    medium: 'google-play' as const,
    productId: product,
    transactionId: orderId,
    receipt: token,
  });

  it('a purchased, matching purchase is ok and gets acknowledged, signed in with the token the OAuth endpoint issued', async () => {
    play.addPurchase(pkg, 'token-ok', {
      orderId: 'GPA.1111-2222-3333-44444',
      productId: product,
      purchaseState: 0,
      acknowledgementState: 0,
    });
    const from = play.requests.length;
    expect(await verifier().verify(receipt('token-ok', 'GPA.1111-2222-3333-44444'))).toEqual({
      ok: true,
      transactionId: 'GPA.1111-2222-3333-44444',
      productId: product,
    });
    const path = `/androidpublisher/v3/applications/${pkg}/purchases/products/${product}/tokens/token-ok`;
    const seen = play.requests.slice(from);
    expect(seen.map((r) => [r.method, r.path])).toEqual([
      ['GET', path],
      ['POST', `${path}:acknowledge`],
    ]);
    expect(seen.every((r) => r.bearer !== null && play.issuedTokens.includes(r.bearer))).toBe(true);
    expect(play.purchases.get(`${pkg}/token-ok`)!.acknowledgementState).toBe(1);

    // Already acknowledged: read only.
    const again = play.requests.length;
    expect((await verifier().verify(receipt('token-ok', 'GPA.1111-2222-3333-44444'))).ok).toBe(true);
    expect(play.requests.slice(again).map((r) => r.method)).toEqual(['GET']);
  });

  it('refuses a cancelled or pending purchase, another order id, an unknown token, another product, another medium; none is acknowledged', async () => {
    play.addPurchase(pkg, 'token-cancelled', { orderId: 'GPA.c', productId: product, purchaseState: 1, acknowledgementState: 0 });
    play.addPurchase(pkg, 'token-pending', { orderId: 'GPA.p', productId: product, purchaseState: 2, acknowledgementState: 0 });
    play.addPurchase(pkg, 'token-other', { orderId: 'GPA.o', productId: product, purchaseState: 0, acknowledgementState: 0 });
    const v = verifier();
    const from = play.requests.length;
    expect(await v.verify(receipt('token-cancelled', 'GPA.c'))).toEqual({ ok: false });
    expect(await v.verify(receipt('token-pending', 'GPA.p'))).toEqual({ ok: false });
    expect(await v.verify(receipt('token-other', 'GPA.someone-else'))).toEqual({ ok: false });
    expect(await v.verify(receipt('token-unknown', 'GPA.u'))).toEqual({ ok: false });
    expect(await v.verify({ ...receipt('token-other', 'GPA.o'), productId: 'org.holdfast.other' })).toEqual({ ok: false });
    expect(await v.verify({ ...receipt('token-other', 'GPA.o'), medium: 'apple-pay' })).toEqual({ ok: false });
    expect(play.requests.slice(from).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(play.purchases.get(`${pkg}/token-other`)!.acknowledgementState).toBe(0);
  });

  it('a service account whose key the token endpoint does not accept gets no token and no answer', async () => {
    const other = await startFakeGooglePlay();
    try {
      // The other server's account (its key), but this server's token endpoint.
      const account = { ...JSON.parse(other.serviceAccount), token_uri: `${play.apiRoot}token` };
      const v = createGooglePlayVerifier({ serviceAccount: JSON.stringify(account), packageName: pkg, apiRoot: play.apiRoot });
      play.addPurchase(pkg, 'token-x', { orderId: 'GPA.x', productId: product, purchaseState: 0, acknowledgementState: 0 });
      const from = play.requests.length;
      await expect(v.verify(receipt('token-x', 'GPA.x'))).rejects.toThrow();
      expect(play.requests.slice(from)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
