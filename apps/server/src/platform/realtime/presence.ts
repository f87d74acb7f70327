import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** How often a copy rewrites its presence key in Redis (and proves it is alive). */
export const PRESENCE_HEARTBEAT_MS = 5_000;
/** A copy not heard of for this long counts for nobody: its key expires, and questions skip it. */
export const PRESENCE_EXPIRY_MS = 3 * PRESENCE_HEARTBEAT_MS;

export interface Presence {
  /** A socket of this person connected to this copy. */
  add(userId: number): void;
  /** One of this person's sockets on this copy disconnected. */
  remove(userId: number): void;
  /** Which of these people have a socket open on any copy now (a push is a hint: a copy that cannot be asked counts as none). */
  connectedAmong(userIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

/**
 * Who has a socket open, across copies, without asking the copies. (Socket.IO's fetchSockets sends
 * a request through Redis to every copy and waits for an answer from each: a round per message
 * pushed, read by every copy.) Each copy counts its own people's sockets in memory and, with Redis,
 * mirrors the set of them in its own key `<prefix>presence:<copy>`, rewritten whole every
 * PRESENCE_HEARTBEAT_MS (so a Redis restart, or an update lost while Redis was away, is mended
 * within one) and expiring after PRESENCE_EXPIRY_MS (a copy killed without closing is forgotten).
 * The live copies are a sorted set `<prefix>presence:copies` scored by their last heartbeat. A
 * question reads this copy's counts first, then the other live copies' keys in one pipeline. The
 * keys hold member ids only, as the rooms' names do.
 */
export function createPresence(opts: { redis?: Redis; prefix?: string; log: Logger }): Presence {
  const counts = new Map<number, number>();
  const { redis } = opts;
  const copy = randomUUID();
  const copiesKey = `${opts.prefix ?? ''}presence:copies`;
  const keyOf = (id: string) => `${opts.prefix ?? ''}presence:${id}`;
  const mine = keyOf(copy);
  const ignore = () => undefined;
  let timer: NodeJS.Timeout | null = null;

  async function heartbeat() {
    if (!redis) return;
    const now = Date.now();
    const ids = [...counts.keys()];
    const staging = `${mine}:next`;
    const tx = redis.multi().del(staging);
    if (ids.length)
      tx.sadd(staging, ...ids)
        .pexpire(staging, PRESENCE_EXPIRY_MS)
        .rename(staging, mine);
    else tx.del(mine);
    await tx
      .zadd(copiesKey, now, copy)
      .zremrangebyscore(copiesKey, '-inf', now - PRESENCE_EXPIRY_MS)
      .pexpire(copiesKey, PRESENCE_EXPIRY_MS * 4)
      .exec();
  }
  if (redis) {
    const beat = () =>
      void heartbeat().catch((error: Error) => opts.log.debug({ err: error }, 'presence heartbeat failed; the next one rewrites it'));
    beat();
    timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    timer.unref();
  }

  return {
    add(userId) {
      const n = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, n);
      // Commands on one connection run in order: a heartbeat's rewrite sent later includes this person.
      if (n === 1 && redis) redis.multi().sadd(mine, userId).pexpire(mine, PRESENCE_EXPIRY_MS).exec().catch(ignore);
    },
    remove(userId) {
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) return void counts.set(userId, n);
      counts.delete(userId);
      if (redis) redis.srem(mine, userId).catch(ignore);
    },
    async connectedAmong(userIds) {
      const found = new Set<number>();
      const rest: number[] = [];
      for (const id of new Set(userIds)) {
        if (counts.has(id)) found.add(id);
        else rest.push(id);
      }
      if (!redis || rest.length === 0) return found;
      try {
        const live = (await redis.zrangebyscore(copiesKey, Date.now() - PRESENCE_EXPIRY_MS, '+inf')).filter((c) => c !== copy);
        if (live.length === 0) return found;
        const pipeline = redis.pipeline();
        for (const c of live) pipeline.smismember(keyOf(c), ...rest);
        for (const [error, flags] of (await pipeline.exec()) ?? []) {
          if (error) continue;
          (flags as number[]).forEach((flag, i) => flag === 1 && found.add(rest[i]!));
        }
      } catch (error) {
        opts.log.debug({ err: error }, 'presence question failed; the others count as not connected');
      }
      return found;
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      counts.clear();
      if (redis) await redis.multi().del(mine).zrem(copiesKey, copy).exec().catch(ignore);
    },
  };
}
