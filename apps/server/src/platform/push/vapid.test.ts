import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { vapidKeysOf } from './vapid';

const dir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-vapid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('with none set, generates a dev pair once into DATA_DIR (mode 600) and reads the same pair after a restart', () => {
    const first = vapidKeysOf(loadConfig({ DATA_DIR: dir }));
    expect(first.dev).toBe(true);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    // A new process (a new config) on the same DATA_DIR.
    const again = vapidKeysOf(loadConfig({ DATA_DIR: dir }));
    expect(again).toEqual(first);
    expect(again.subject).toBe('mailto:support@holdfast.app');
  });

  it('takes the settings’ pair and subject when set, writing nothing', () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'holdfast-vapid-set-'));
    const keys = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
      VAPID_SUBJECT: 'https://holdfast.example/contact',
    };
    expect(vapidKeysOf(loadConfig({ DATA_DIR: other, ...keys }))).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: keys.VAPID_SUBJECT,
      dev: false,
    });
    expect(() => statSync(path.join(other, 'vapid-keys.json'))).toThrow();
    rmSync(other, { recursive: true, force: true });
  });
});
