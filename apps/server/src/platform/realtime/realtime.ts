import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Logger } from 'pino';
import { impersonationTexts } from '@holdfast/shared/admin';
import { realtimeClientEvents, type RealtimeAck, type RealtimeClientEventName } from '@holdfast/shared/realtime';
import type { Actor } from '../auth/actor';
import type { ClientEventHandler, EndedSession, RealtimePublisher } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { deliverMissed, holdRecoveredSessions, RECOVERY_WINDOW_MS, redisStreamsAdapter } from './adapter';
import { createPresence } from './presence';

/**
 * Client events one socket may send per window, all kinds together. The web sends typing at most
 * every 2.5 s and a read mark per message it shows, far below this; a script sending more gets 429
 * acks and costs the database nothing.
 */
export const CLIENT_EVENTS_PER_WINDOW = 60;
export const CLIENT_EVENT_WINDOW_MS = 10_000;
const CLIENT_EVENTS_REFUSED = 'Too many requests. Please wait a moment and try again.';

export interface Realtime extends RealtimePublisher {
  /** Refuses new connections from now on (a drain: platform/health); those open stay until closeConnections. */
  refuseNew(): void;
  /**
   * Closes every connection as a copy stopping does (the app's preClose): each client keeps its
   * session for RECOVERY_WINDOW_MS and resumes on another copy with what it missed. The adapter
   * stays up until close, so events still sent meanwhile (requests and jobs finishing) are kept too.
   */
  closeConnections(): void;
  /** Sockets connected to this copy (metrics). */
  connectedCount(): number;
  close(): Promise<void>;
}

/** What the realtime platform tells an observer (platform/health's metrics): each event it emits. */
export interface RealtimeObserver {
  onEmit(event: string): void;
}

export const userRoom = (userId: number) => `user:${userId}`;
/** Each token's sockets: its id, never the token (room names travel through Redis and logs). */
export const tokenRoom = (tokenId: number) => `token:${tokenId}`;

/**
 * The database's channel for ended sessions (migration 0025_sessions_ended_notify): on commit of a
 * token revoked or deleted, or an account suspended or deleted, a trigger NOTIFYs the room of that
 * token or person ("token:<id>", "user:<id>").
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
const ENDED_SESSION_ROOM = /^(token|user):[1-9][0-9]{0,18}$/;
/** After the LISTEN connection dropped: how long to wait before listening again. */
const RELISTEN_MS = 1000;
/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What resolving a socket's token gives: the actor, and when the token expires (its socket is disconnected then). */
export type SessionActor = Actor & { expiresAt?: Date };

/**
 * Socket.IO on the same HTTP server as the API. A connection authenticates with the same bearer
 * token as the API (`auth: {token}`) and joins its user's room. With REDIS_URL the Redis streams
 * adapter fans events out across server copies. A client that dropped gets the events it missed
 * when it reconnects within RECOVERY_WINDOW_MS (`socket.recovered` on both sides), after the same
 * authentication as a new connection.
 */
export async function attachRealtime(opts: {
  server: HttpServer;
  log: Logger;
  redisUrl?: string;
  /** Put before the adapter's channels (REDIS_PREFIX): copies of one deployment share it, others never hear them. */
  redisPrefix?: string;
  /** The token's actor (null when the token is not valid, or the account suspended): checked on connecting and again for each client event. */
  resolveActor(token: string): Promise<SessionActor | null>;
  /**
   * LISTEN on the database (Database.listen): each ended session the database announces
   * (SESSIONS_ENDED_CHANNEL) disconnects that token's or person's sockets on every copy.
   */
  listen?: Database['listen'];
  /** Told of each event emitted to a user's room (metrics). */
  observer?: RealtimeObserver;
  /** What each client event does (areas register them through ctx.realtime.onClientEvent). */
  clientHandlers?: ReadonlyMap<RealtimeClientEventName, ClientEventHandler<never>>;
}): Promise<Realtime> {
  const redis = opts.redisUrl ? await redisStreamsAdapter(opts.redisUrl, opts.redisPrefix ?? '') : null;
  const io = new Server(opts.server, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    // The middlewares run again for a recovered socket: its token may have ended while it was away.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const presence = createPresence({ redis: redis?.client, prefix: opts.redisPrefix, log: opts.log });
  const recovery = holdRecoveredSessions(io.of('/').adapter as unknown as Parameters<typeof holdRecoveredSessions>[0]);
  const closers: Array<() => Promise<unknown>> = [() => presence.close(), ...(redis ? [() => redis.close()] : [])];
  const resolve = (token: unknown) => (typeof token === 'string' ? opts.resolveActor(token).catch(() => null) : Promise.resolve(null));
  // The token stays in the handshake, never in socket.data: that travels through Redis (a dropped
  // socket's session kept for recovery; a fetchSockets answer, should anything ask one again).
  const tokenOf = (socket: { handshake: { auth: unknown } }) => (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  let refusing = false;
  io.use((socket, next) => {
    const recovered = socket.recovered ? recovery.take(socket.id) : undefined;
    if (refusing) return next(new Error('server shutting down'));
    const authenticate = async () => {
      const token = tokenOf(socket);
      const actor = await resolve(token);
      if (!actor) throw new Error('Unauthenticated.');
      // A recovered socket's missed events were addressed to its person: nobody else may resume it.
      if (recovered && recovered.userId !== actor.userId) throw new Error('This connection belonged to another session.');
      socket.data.userId = actor.userId;
      await socket.join([userRoom(actor.userId), tokenRoom(actor.tokenId)]);
      const missed = recovered ? await recovery.missedUntilNow(socket, recovered) : [];
      // A session ended since the first lookup was announced before the announcement could reach this
      // socket (not yet in the rooms, or not yet connected: a room's disconnection reaches connected
      // sockets only). Checked again, as the last wait before connecting.
      if (!(await resolve(token))) throw new Error('Unauthenticated.');
      if (actor.expiresAt) disconnectAt(socket, actor.expiresAt.getTime());
      deliverMissed(socket, missed);
    };
    authenticate().then(
      () => next(),
      (error: Error) => next(error),
    );
  });

  /** A socket lives no longer than its token: disconnected when the token's expiry passes. */
  function disconnectAt(
    socket: { connected: boolean; disconnect(close: boolean): unknown; once(event: 'disconnect', f: () => void): unknown },
    at: number,
  ) {
    let timer: NodeJS.Timeout;
    const arm = () => {
      const wait = at - Date.now();
      if (wait <= 0) return void socket.disconnect(true);
      timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
      timer.unref();
    };
    arm();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  /** Disconnects the sockets of an ended session on every copy (through the adapter, Redis when configured). */
  function endSessions(target: EndedSession) {
    io.in('tokenId' in target ? tokenRoom(target.tokenId) : userRoom(target.userId)).disconnectSockets(true);
  }

  /**
   * Disconnects this copy's sockets whose token no longer resolves (after announcements may have
   * been missed). A lookup that fails keeps its socket: only a token known to be ended ends one.
   */
  async function recheckSessions() {
    const sockets = [...io.of('/').sockets.values()];
    const actors = await Promise.all(
      sockets.map((s) => {
        const token = tokenOf(s);
        return typeof token === 'string' ? opts.resolveActor(token).catch(() => undefined) : Promise.resolve(null);
      }),
    );
    sockets.forEach((s, i) => {
      if (actors[i] === null) s.disconnect(true);
    });
  }

  // The database announces every ended session (a trigger, on commit): each copy hears it and
  // disconnects the room everywhere. While the LISTEN connection is down announcements are lost, so
  // once listening again this copy checks its own sockets' tokens once.
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;
  let relisten: NodeJS.Timeout | null = null;
  async function listenForEndedSessions(afterLoss: boolean): Promise<void> {
    if (!opts.listen || closed) return;
    try {
      unlisten = await opts.listen(
        SESSIONS_ENDED_CHANNEL,
        (room) => {
          if (ENDED_SESSION_ROOM.test(room)) io.in(room).disconnectSockets(true);
        },
        () => {
          unlisten = null;
          scheduleRelisten();
        },
      );
      if (closed) await unlisten();
      else if (afterLoss) await recheckSessions();
    } catch (error) {
      opts.log.warn({ err: error }, 'ended-session announcements unavailable; listening again shortly');
      scheduleRelisten();
    }
  }
  function scheduleRelisten() {
    if (closed || relisten) return;
    relisten = setTimeout(() => {
      relisten = null;
      void listenForEndedSessions(true);
    }, RELISTEN_MS);
    relisten.unref();
  }
  await listenForEndedSessions(false);
  closers.unshift(async () => {
    closed = true;
    if (relisten) clearTimeout(relisten);
    await unlisten?.();
  });

  /**
   * A client event: the token checked again (it may have been signed out or suspended since the
   * socket connected), the payload checked against its shared schema, then the area's handler; the ack
   * carries its data or the status and message the API would answer.
   */
  async function answerClientEvent(event: RealtimeClientEventName, payload: unknown, token: unknown): Promise<RealtimeAck> {
    // The token first, as the API does: a caller signed out learns nothing of the payload's schema.
    const actor = await resolve(token);
    if (!actor) return { ok: false, status: 401, message: 'Unauthenticated.' };
    // Every client event writes (a read mark, typing): an administrator's impersonation session is read-only here too.
    if (actor.impersonatorId !== null) return { ok: false, status: 403, message: impersonationTexts.readOnly };
    const parsed = realtimeClientEvents[event].safeParse(payload);
    if (!parsed.success) return { ok: false, status: 422, message: parsed.error.issues[0]?.message ?? 'The given data was invalid.' };
    try {
      const data = await opts.clientHandlers!.get(event)!(actor, parsed.data as never);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, status: error.statusCode, message: error.message };
      opts.log.error({ err: error, event }, 'client event failed');
      return { ok: false, status: 500, message: 'Server error.' };
    }
  }
  io.on('connection', (socket) => {
    const userId = socket.data.userId as number;
    presence.add(userId);
    socket.once('disconnect', () => presence.remove(userId));
    // Events this socket sent in the current window: past the limit they are refused unread.
    let windowStart = 0;
    let sent = 0;
    for (const event of opts.clientHandlers?.keys() ?? []) {
      socket.on(event, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: RealtimeAck) => void) : null;
        const now = Date.now();
        if (now - windowStart >= CLIENT_EVENT_WINDOW_MS) [windowStart, sent] = [now, 0];
        if ((sent += 1) > CLIENT_EVENTS_PER_WINDOW) return ack?.({ ok: false, status: 429, message: CLIENT_EVENTS_REFUSED });
        void answerClientEvent(event, args[0], tokenOf(socket)).then((answer) => ack?.(answer));
      });
    }
  });
  /** Who of them has a socket open on any copy (platform/realtime/presence: no round through the copies). */
  const connectedAmong = (userIds: readonly number[]) => presence.connectedAmong(userIds);
  return {
    publishToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
      opts.observer?.onEmit(event);
    },
    publishToUsers(userIds, event, payload) {
      if (userIds.length === 0) return;
      // A socket in several of the rooms gets the event once (Socket.IO sends to the union of the rooms).
      io.to(userIds.map(userRoom)).emit(event, payload);
      for (let i = 0; i < userIds.length; i++) opts.observer?.onEmit(event);
    },
    refuseNew() {
      refusing = true;
    },
    closeConnections() {
      refusing = true;
      // Engine.IO's close: every transport ends ("forced close", a reason Socket.IO recovers from) and no upgrade is taken.
      io.engine.close();
    },
    connectedCount: () => io.engine.clientsCount,
    async hasConnection(userId) {
      return (await connectedAmong([userId])).has(userId);
    },
    connectedAmong,
    endSessions,
    async close() {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      for (const c of closers) await c().catch(() => undefined);
    },
  };
}
