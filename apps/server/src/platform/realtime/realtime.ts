import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Logger } from 'pino';
import type { RealtimePublisher } from '../context';

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
  resolveUser(token: string): Promise<number | null>;
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
      const userId = typeof token === 'string' ? await opts.resolveUser(token).catch(() => null) : null;
      if (!userId) throw new Error('Unauthenticated.');
      socket.data.userId = userId;
      await socket.join(userRoom(userId));
    };
    authenticate().then(() => next(), (error: Error) => next(error));
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
