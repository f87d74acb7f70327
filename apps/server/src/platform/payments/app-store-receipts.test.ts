import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppStoreVerifier, readAppleRootCertificates } from './app-store-receipts';
import { createAppStoreTestChain, type AppStoreTestChain } from '../../test/app-store-chain';

// Real StoreKit 2 transactions (ES256 JWS, x5c chain) signed by a local chain shaped like Apple's,
// verified by Apple's own library with that chain's root as the trusted root.
describe('App Store receipt verifier', () => {
  let chain: AppStoreTestChain;
  let untrusted: AppStoreTestChain;
  beforeAll(async () => {
    chain = await createAppStoreTestChain();
    untrusted = await createAppStoreTestChain();
  });
  afterAll(() => {
    chain.close();
    untrusted.close();
  });
  const verifier = () =>
    createAppStoreVerifier({
      rootCertificates: readAppleRootCertificates(chain.rootPath),
      bundleId: 'org.holdfast.app',
      environment: 'Sandbox',
      onlineChecks: false,
    });
  const transaction = (over: Record<string, unknown> = {}) => ({
    transactionId: '2000000123456789',
    originalTransactionId: '2000000123456789',
    bundleId: 'org.holdfast.app',
    productId: 'org.holdfast.purity_path',
    purchaseDate: Date.now() - 1000,
    quantity: 1,
    type: 'Non-Consumable',
    inAppOwnershipType: 'PURCHASED',
    environment: 'Sandbox',
    signedDate: Date.now(),
    ...over,
  });
  const receipt = { medium: 'apple-pay' as const, productId: 'org.holdfast.purity_path', transactionId: '2000000123456789' };

  it('accepts a signed transaction for the named product and transaction', async () => {
    const jws = await chain.sign(transaction());
    expect(await verifier().verify({ ...receipt, receipt: jws })).toEqual({
      ok: true,
      transactionId: '2000000123456789',
      productId: 'org.holdfast.purity_path',
    });
  });

  it('refuses a forged signature: an altered payload, a chain from another root, garbage', async () => {
    const [header, , signature] = (await chain.sign(transaction())).split('.');
    const otherPayload = Buffer.from(JSON.stringify(transaction({ productId: 'org.holdfast.other' }))).toString('base64url');
    const v = verifier();
    expect(await v.verify({ ...receipt, productId: 'org.holdfast.other', receipt: `${header}.${otherPayload}.${signature}` })).toEqual({
      ok: false,
    });
    expect(await v.verify({ ...receipt, receipt: await untrusted.sign(transaction()) })).toEqual({ ok: false });
    expect(await v.verify({ ...receipt, receipt: 'not-a-jws' })).toEqual({ ok: false });
  });

  it("refuses a chain from the trusted root whose certificates lack Apple's OIDs", async () => {
    const plain = await createAppStoreTestChain({ appleOids: false });
    try {
      const v = createAppStoreVerifier({
        rootCertificates: readAppleRootCertificates(plain.rootPath),
        bundleId: 'org.holdfast.app',
        environment: 'Sandbox',
        onlineChecks: false,
      });
      expect(await v.verify({ ...receipt, receipt: await plain.sign(transaction()) })).toEqual({ ok: false });
    } finally {
      plain.close();
    }
  });

  it('with online checks, an OCSP responder that cannot be reached is an error, not a refusal', async () => {
    const server = createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ocsp = await createAppStoreTestChain({ ocspUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ocsp` });
    try {
      const v = createAppStoreVerifier({
        rootCertificates: readAppleRootCertificates(ocsp.rootPath),
        bundleId: 'org.holdfast.app',
        environment: 'Sandbox',
        onlineChecks: true,
      });
      await expect(v.verify({ ...receipt, receipt: await ocsp.sign(transaction()) })).rejects.toThrow(/revocation check failed/);
    } finally {
      ocsp.close();
      server.close();
    }
  });

  it('refuses a wrong product, a wrong transaction, a wrong bundle id, the wrong environment, a revoked one, a medium not its own', async () => {
    const v = verifier();
    const good = await chain.sign(transaction());
    expect(await v.verify({ ...receipt, productId: 'org.holdfast.other', receipt: good })).toEqual({ ok: false });
    expect(await v.verify({ ...receipt, transactionId: '2000000999', receipt: good })).toEqual({ ok: false });
    expect(await v.verify({ ...receipt, medium: 'google-play', receipt: good })).toEqual({ ok: false });
    for (const over of [
      { bundleId: 'com.example.other' },
      { environment: 'Production' },
      { revocationDate: Date.now(), revocationReason: 0 },
      { expiresDate: Date.now() - 60_000 },
    ]) {
      expect(await v.verify({ ...receipt, receipt: await chain.sign(transaction(over)) })).toEqual({ ok: false });
    }
  });

  it('reads PEM root certificate files from a comma-separated list', () => {
    const certs = readAppleRootCertificates(` ${chain.rootPath}, ${untrusted.rootPath} `);
    expect(certs).toEqual([readFileSync(chain.rootPath), readFileSync(untrusted.rootPath)]);
  });
});
