import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAppStoreTestChain, type AppStoreTestChain } from '../../test/app-store-chain';
import { createStoreVerifiers } from './store-verifiers';

describe('store verifiers chosen by the config', () => {
  let chain: AppStoreTestChain;
  beforeAll(async () => {
    chain = await createAppStoreTestChain();
  });
  afterAll(() => chain.close());
  const log = pino({ level: 'silent' });

  it('the DEV verifier for both mediums with nothing set; the App Store for apple-pay once APPLE_ROOT_CERTS is set', async () => {
    const dev = createStoreVerifiers(loadConfig({}), 'secret', log);
    expect(dev.store.name).toBe('apple-pay: dev-store, google-play: dev-store');
    expect(dev.devStore!.mediums).toEqual(['google-play', 'apple-pay']);
    const receipt = dev.devStore!.issue('apple-pay', 'p', 't');
    expect(await dev.store.verify({ medium: 'apple-pay', productId: 'p', transactionId: 't', receipt })).toMatchObject({ ok: true });

    const apple = createStoreVerifiers(
      loadConfig({ APPLE_ROOT_CERTS: chain.rootPath, APPLE_BUNDLE_ID: 'org.holdfast.app', APPLE_ENVIRONMENT: 'Sandbox' }),
      'secret',
      log,
    );
    expect(apple.store.name).toBe('apple-pay: app-store, google-play: dev-store');
    expect(apple.devStore!.mediums).toEqual(['google-play']);
    // A dev receipt is no App Store transaction.
    const devReceipt = apple.devStore!.issue('apple-pay', 'p', 't');
    expect(await apple.store.verify({ medium: 'apple-pay', productId: 'p', transactionId: 't', receipt: devReceipt })).toEqual({
      ok: false,
    });
  });

  it('refuses incomplete store settings at start', () => {
    expect(() => loadConfig({ APPLE_ROOT_CERTS: '/etc/apple.cer' })).toThrow(/APPLE_BUNDLE_ID: required with APPLE_ROOT_CERTS/);
    expect(() => loadConfig({ APPLE_ROOT_CERTS: '/etc/apple.cer', APPLE_BUNDLE_ID: 'org.holdfast.app' })).toThrow(
      /APPLE_APP_APPLE_ID: required/,
    );
    expect(() => loadConfig({ APPLE_ENVIRONMENT: 'Xcode' })).toThrow(/APPLE_ENVIRONMENT/);
    expect(() => loadConfig({ GOOGLE_PLAY_SERVICE_ACCOUNT: '{}' })).toThrow(/GOOGLE_PLAY_PACKAGE_NAME: required/);
  });
});
