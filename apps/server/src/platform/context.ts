import type { Logger } from 'pino';
import type { RealtimeEventName, RealtimePayload } from '@holdfast/shared/realtime';
import type { CaptchaVerifier } from './captcha/captcha';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateCounter } from './http/rate-counter';
import type { JobQueue } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { UrlSigner } from './resources/signed-urls';
import type { Storage } from './storage/storage';

export interface RealtimePublisher {
  /** Emit an event to every open connection of one user; name and payload come from shared/realtime's map. */
  publishToUser<E extends RealtimeEventName>(userId: number, event: E, payload: RealtimePayload<E>): void;
}

/** What every module's services are built from. Swapped whole in tests. */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  /** Shared counters (Redis when configured) for per-account and per-recipient limits. */
  counters: RateCounter;
  /** Work after the answer (mail). */
  jobs: JobQueue;
  /** Signs file links (avatars, course files); one secret per deployment (RESOURCE_URL_SECRET). */
  urlSigner: UrlSigner;
  storage: Storage;
  captcha: CaptchaVerifier;
  realtime: RealtimePublisher;
}
