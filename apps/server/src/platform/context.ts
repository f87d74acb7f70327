import type { Logger } from 'pino';
import type { CaptchaVerifier } from './captcha/captcha';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

export interface RealtimePublisher {
  publishToUser(userId: number, event: string, payload: unknown): void;
}

/** What every module's services are built from. Swapped whole in tests. */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  storage: Storage;
  captcha: CaptchaVerifier;
  realtime: RealtimePublisher;
}
