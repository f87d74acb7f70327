import type { Logger } from 'pino';
import type { RealtimeClientEventName, RealtimeClientPayload, RealtimeEventName, RealtimePayload } from '@holdfast/shared/realtime';
import type { Actor } from './auth/actor';
import type { AccessLog } from './access-log/access-log';
import type { CaptchaVerifier } from './captcha/captcha';
import type { Consent } from './consent/consent';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Answers } from './answers/answers';
import type { Events } from './events/events';
import type { RateCounter } from './http/rate-counter';
import type { Invitations } from './invitations/invitations';
import type { JobQueue } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { PushSender } from './push/push';
import type { UrlSigner } from './resources/signed-urls';
import type { Storage } from './storage/storage';

export interface RealtimePublisher {
  /** Emit an event to every open connection of one user; name and payload come from shared/realtime's map. */
  publishToUser<E extends RealtimeEventName>(userId: number, event: E, payload: RealtimePayload<E>): void;
  /**
   * Emit one event, the same payload, to every open connection of several users: one broadcast (one
   * entry through Redis, one packet encoded) however many they are. Only for a payload that is the
   * same for each of them; a payload made for its reader goes through publishToUser.
   */
  publishToUsers<E extends RealtimeEventName>(userIds: readonly number[], event: E, payload: RealtimePayload<E>): void;
  /** Whether the user has an open connection on any server copy (false while realtime is off). */
  hasConnection(userId: number): Promise<boolean>;
  /** Which of these users have an open connection on any server copy, asked once (empty while realtime is off). */
  connectedAmong(userIds: readonly number[]): Promise<Set<number>>;
  /**
   * Disconnect the sockets of one token, or all of one person's, on every server copy. The database
   * calls it for every session that ends there (a trigger announces revoked and deleted tokens,
   * suspended and deleted accounts; platform/realtime listens), so no service calls it for those.
   */
  endSessions(target: EndedSession): void;
}

/** A session that ended: one token's, or every one of a person's. */
export type EndedSession = { tokenId: number } | { userId: number };

/**
 * What a client event does: gets the sender as the API would (token checked again, suspended and
 * unverified refused) and the payload already checked against shared/realtime's schema; answers the
 * ack's data, or throws an AppError (its status and message go back in the ack, as the API would answer).
 */
export type ClientEventHandler<E extends RealtimeClientEventName> = (actor: Actor, payload: RealtimeClientPayload<E>) => Promise<unknown>;

export interface RealtimeReceiver {
  /** Handle a socket event clients send (one handler per name, registered while the areas are). */
  onClientEvent<E extends RealtimeClientEventName>(event: E, handler: ClientEventHandler<E>): void;
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
  realtime: RealtimePublisher & RealtimeReceiver;
  /** The push hook of notifications (a log line in development). */
  push: PushSender;
  /** Invitations by e-mail link: issue, check, accept (areas register what acceptance does). */
  invitations: Invitations;
  /** 'Who viewed my data': one record() per read of someone else's check-ins or crash reports. */
  accessLog: AccessLog;
  /** Who may see whose data, and what of it (areas register their grant sources). */
  consent: Consent;
  /** Cross-area reactions: an area emits its own named events, others subscribe in their index.ts (platform/events). */
  events: Events;
  /** What an area answers for another that cannot import it (platform/answers). */
  answers: Answers;
}
