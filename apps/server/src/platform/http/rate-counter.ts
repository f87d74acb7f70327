import type { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors';

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Counters with an expiry, for limits that are not per address (sign-in failures per account,
 * mails per recipient). In Redis when REDIS_URL is set, so every server copy counts the same;
 * in process memory otherwise (one copy). Keys are namespaced by the caller.
 */
export interface RateCounter {
  /** Adds one; the window starts at the first hit. Returns the count within the window. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Sets a value that expires after ttlMs (a lock, for example). */
  set(key: string, value: number, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
}

/**
 * The per-hour limits of the services: `limit(key, max, message)` counts one more hit on `key` (the
 * hour starts at its first hit) and, past `max`, refuses with a 429 and `message`.
 */
export function hourlyLimiter(counters: RateCounter) {
  return async (key: string, max: number, message: string) => {
    if ((await counters.increment(key, HOUR_MS)) > max) throw new TooManyRequestsError(message);
  };
}

export function createMemoryCounter(now: () => number = Date.now): RateCounter {
  const entries = new Map<string, { value: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    async increment(key, windowMs) {
      const e = live(key);
      if (e) return ++e.value;
      // Expired entries of other keys are dropped as they are met; sweep now and then as well.
      if (entries.size > 10_000) for (const k of entries.keys()) live(k);
      entries.set(key, { value: 1, expiresAt: now() + windowMs });
      return 1;
    },
    async get(key) {
      return live(key)?.value ?? 0;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async delete(...keys) {
      for (const k of keys) entries.delete(k);
    },
  };
}

export function createRedisCounter(redis: Redis, prefix = 'holdfast:rc:'): RateCounter {
  return {
    async increment(key, windowMs) {
      // INCR then PEXPIRE NX in one round trip: the window starts at the first hit.
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, String(value), 'PX', ttlMs);
    },
    async delete(...keys) {
      if (keys.length) await redis.del(...keys.map((k) => prefix + k));
    },
  };
}
