import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupBanner } from './banner';

describe('start-up banner', () => {
  it('says the URL, the database, the mail mode and where verification links appear', () => {
    const config = loadConfig({ PORT: '4123', HOST: '127.0.0.1', DATA_DIR: './somewhere' });
    const text = startupBanner(config, { database: 'pglite', mailTransport: 'outbox' }).join('\n');
    expect(text).toContain('http://127.0.0.1:4123');
    expect(text).toContain('http://127.0.0.1:4123/api/docs');
    expect(text).toMatch(/embedded PostgreSQL \(PGlite\) in .*somewhere/);
    expect(text).toContain('dev outbox');
    expect(text).toContain('"[dev mail]"');
    expect(text).toMatch(/uploads +local folder .*somewhere.uploads \(the dev default/);
  });

  it('names the S3 bucket without its credentials', () => {
    const config = loadConfig({
      S3_BUCKET: 'holdfast-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'very-secret',
    });
    const text = startupBanner(config, { database: 'pglite', mailTransport: 'outbox' }).join('\n');
    expect(text).toContain('S3 bucket holdfast-files at http://127.0.0.1:9000');
    expect(text).not.toMatch(/key-id|very-secret/);
    expect(() => loadConfig({ S3_BUCKET: 'holdfast-files', S3_ACCESS_KEY_ID: 'key-id' })).toThrow(/set both or neither/);
  });

  it('names PostgreSQL and SMTP without their passwords', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:s3cret@db:5432/holdfast',
      SMTP_URL: 'smtp://u:mailpass@mail:587',
      APP_URL: 'https://holdfast.example',
    });
    const text = startupBanner(config, { database: 'postgres', mailTransport: 'smtp' }).join('\n');
    expect(text).toContain('https://holdfast.example');
    expect(text).toContain('PostgreSQL postgres://app:***@db:5432/holdfast');
    expect(text).toContain('SMTP smtp://u:***@mail:587');
    expect(text).not.toMatch(/s3cret|mailpass/);
  });
});

describe('push in the banner', () => {
  it('names the dev VAPID pair, and FCM and APNs as off, with nothing set; the providers once set, without their keys', () => {
    const dev = startupBanner(loadConfig({ DATA_DIR: './somewhere' }), { database: 'pglite', mailTransport: 'outbox' }).join('\n');
    expect(dev).toMatch(/push +web push with the dev VAPID key pair in .*somewhere.vapid-keys\.json; Android: off .*; iOS: off/);
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    const set = startupBanner(
      loadConfig({
        ...keys,
        FCM_SERVICE_ACCOUNT: '/etc/fcm.json',
        APNS_KEY: '/etc/apns.p8',
        APNS_KEY_ID: 'K1',
        APNS_TEAM_ID: 'T1',
        APNS_ENV: 'sandbox',
      }),
      { database: 'pglite', mailTransport: 'outbox' },
    ).join('\n');
    expect(set).toContain('web push (VAPID_PUBLIC_KEY); Android: FCM; iOS: APNs sandbox');
    expect(set).not.toContain(keys.VAPID_PRIVATE_KEY);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/,
    );
    expect(() => loadConfig({ APNS_KEY: '/etc/apns.p8' })).toThrow(/APNS_KEY_ID, APNS_TEAM_ID: required with APNS_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.org' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('store purchases in the banner', () => {
  it('names the DEV verifier for a store without its settings, the store once set, without the service account', () => {
    const facts = { database: 'pglite', mailTransport: 'outbox' } as const;
    expect(startupBanner(loadConfig({}), facts).join('\n')).toMatch(
      /store buys +apple-pay: DEV verifier \(APPLE_ROOT_CERTS unset\); google-play: DEV verifier \(GOOGLE_PLAY_SERVICE_ACCOUNT unset\)/,
    );
    const account = '{"client_email":"play@x.iam.gserviceaccount.com","private_key":"secret-key"}';
    const set = startupBanner(
      loadConfig({
        APPLE_ROOT_CERTS: '/etc/apple/AppleRootCA-G3.cer',
        APPLE_BUNDLE_ID: 'org.holdfast.app',
        APPLE_APP_APPLE_ID: '1234567890',
        GOOGLE_PLAY_SERVICE_ACCOUNT: account,
        GOOGLE_PLAY_PACKAGE_NAME: 'org.holdfast.app',
      }),
      facts,
    ).join('\n');
    expect(set).toContain('apple-pay: App Store Production; google-play: Google Play');
    expect(set).not.toContain('secret-key');
  });
});

describe('mailed links without APP_URL', () => {
  it('use the address the server listens on', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3999' }).appUrl).toBe('http://127.0.0.1:3999');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1', PORT: '3000' }).appUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '127.0.0.1', APP_URL: 'https://holdfast.example/' }).appUrl).toBe('https://holdfast.example');
  });
});
