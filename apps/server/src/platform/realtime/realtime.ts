import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Logger } from 'pino';
import { realtimeClientEvents, type RealtimeAck, type RealtimeClientEventName } from '@holdfast/shared/realtime';
import type { Actor } from '../auth/actor';
import type { ClientEventHandler, RealtimePublisher } from '../context';
import { AppError } from '../http/errors';

/**
 * Client events one socket may send per window, all kinds together. The web sends typing at most
 * every 2.5 s and a read mark per message it shows, far below this; a script sending more gets 429
 * acks and costs the database nothing.
 */
export const CLIENT_EVENTS_PER_WINDOW = 60;
export const CLIENT_EVENT_WINDOW_MS = 10_000;
const CLIENT_EVENTS_REFUSED = 'Too many requests. Please wait a moment and try again.';

export interface Realtime extends RealtimePublisher {
  close(): Promise<void>;
}

export const userRoom = (userId: number) => `user:${userId}`;

/**
 * Socket.IO on the same HTTP server as the API. A connection authenticates with the same bearer
 * token as the API (`auth: {token}`) and joins its user's room. With REDIS_URL the Redis adapter
 * fans events out across server copies.
 */
export async function attachRealtime(opts: {
  server: HttpServer;
  log: Logger;
  redisUrl?: string;
  /** Put before the adapter's channels (REDIS_PREFIX): copies of one deployment share it, others never hear them. */
  redisPrefix?: string;
  /** The token's actor (null when the token is not valid, or the account suspended): checked on connecting and again for each client event. */
  resolveActor(token: string): Promise<Actor | null>;
  /** What each client event does (areas register them through ctx.realtime.onClientEvent). */
  clientHandlers?: ReadonlyMap<RealtimeClientEventName, ClientEventHandler<never>>;
}): Promise<Realtime> {
  const io = new Server(opts.server, { path: '/socket.io', serveClient: false, transports: ['websocket', 'polling'] });
  const closers: Array<() => Promise<unknown>> = [];
  if (opts.redisUrl) {
    const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-adapter'), import('ioredis')]);
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub, { key: `${opts.redisPrefix ?? ''}socket.io` }));
    closers.push(() => pub.quit(), () => sub.quit());
  }
  io.use((socket, next) => {
    const authenticate = async () => {
      const token = (socket.handshake.auth as { token?: unknown })?.token;
      const actor = typeof token === 'string' ? await opts.resolveActor(token).catch(() => null) : null;
      if (!actor) throw new Error('Unauthenticated.');
      socket.data.userId = actor.userId;
      socket.data.token = token;
      await socket.join(userRoom(actor.userId));
    };
    authenticate().then(() => next(), (error: Error) => next(error));
  });

  /**
   * A client event: the payload checked against its shared schema, the token checked again (it may
   * have been signed out or suspended since the socket connected), then the area's handler; the ack
   * carries its data or the status and message the API would answer.
   */
  async function answerClientEvent(event: RealtimeClientEventName, payload: unknown, token: unknown): Promise<RealtimeAck> {
    const parsed = realtimeClientEvents[event].safeParse(payload);
    if (!parsed.success) return { ok: false, status: 422, message: parsed.error.issues[0]?.message ?? 'The given data was invalid.' };
    const actor = typeof token === 'string' ? await opts.resolveActor(token).catch(() => null) : null;
    if (!actor) return { ok: false, status: 401, message: 'Unauthenticated.' };
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
    // Events this socket sent in the current window: past the limit they are refused unread.
    let windowStart = 0;
    let sent = 0;
    for (const event of opts.clientHandlers?.keys() ?? []) {
      socket.on(event, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: RealtimeAck) => void) : null;
        const now = Date.now();
        if (now - windowStart >= CLIENT_EVENT_WINDOW_MS) [windowStart, sent] = [now, 0];
        if ((sent += 1) > CLIENT_EVENTS_PER_WINDOW) return ack?.({ ok: false, status: 429, message: CLIENT_EVENTS_REFUSED });
        void answerClientEvent(event, args[0], socket.data.token).then((answer) => ack?.(answer));
      });
    }
  });
  // One fetch over all their rooms, across copies through the adapter (one Redis round for a group,
  // not one a member); a copy that does not answer counts as none.
  async function connectedAmong(userIds: readonly number[]): Promise<Set<number>> {
    const wanted = new Set(userIds);
    if (wanted.size === 0) return new Set();
    const sockets = await io.in([...wanted].map(userRoom)).fetchSockets().catch(() => []);
    return new Set(sockets.map((s) => Number(s.data.userId)).filter((id) => wanted.has(id)));
  }
  return {
    publishToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    async hasConnection(userId) {
      return (await connectedAmong([userId])).has(userId);
    },
    connectedAmong,
    async close() {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      for (const c of closers) await c().catch(() => undefined);
    },
  };
}
