import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Logger } from 'pino';

export interface Realtime {
  /** Emit an event to every open connection of one user. */
  publishToUser(userId: number, event: string, payload: unknown): void;
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
  resolveUser(token: string): Promise<number | null>;
}): Promise<Realtime> {
  const io = new Server(opts.server, { path: '/socket.io', serveClient: false, transports: ['websocket', 'polling'] });
  const closers: Array<() => Promise<unknown>> = [];
  if (opts.redisUrl) {
    const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-adapter'), import('ioredis')]);
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    closers.push(() => pub.quit(), () => sub.quit());
  }
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    const userId = typeof token === 'string' ? await opts.resolveUser(token).catch(() => null) : null;
    if (!userId) return next(new Error('Unauthenticated.'));
    socket.data.userId = userId;
    await socket.join(userRoom(userId));
    next();
  });
  return {
    publishToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      for (const c of closers) await c().catch(() => undefined);
    },
  };
}
