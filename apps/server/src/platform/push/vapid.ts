import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { Config } from '../config';

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push services. */
  subject: string;
  /** Generated here and kept in DATA_DIR (no VAPID_* set). */
  dev: boolean;
}

const loaded = new WeakMap<Config, VapidKeys>();

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT when set; else a
 * pair generated once and kept in DATA_DIR/vapid-keys.json (mode 600), so subscriptions made against
 * it keep working across restarts. Read once per config.
 */
export function vapidKeysOf(config: Config, log?: Logger): VapidKeys {
  const known = loaded.get(config);
  if (known) return known;
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  let keys: VapidKeys;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    keys = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject, dev: false };
  } else {
    const file = config.vapidKeysFile;
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': of two processes starting at once, one writes the pair and both read that one.
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
      log?.warn(
        { file },
        '[dev] web push: generated a VAPID key pair; set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT in production',
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair`);
    keys = { publicKey: stored.publicKey, privateKey: stored.privateKey, subject, dev: true };
    log?.info({ file }, '[dev] web push: using the dev VAPID key pair');
  }
  loaded.set(config, keys);
  return keys;
}
