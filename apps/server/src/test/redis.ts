import { Redis } from 'ioredis';

/** The Redis the tests use (CI machines run it on 127.0.0.1:6379); REDIS_TEST_URL sets another. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers a PING within half a second (tests that need it are skipped otherwise). */
export async function redisAnswers(url = REDIS_TEST_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Deletes every key starting with `prefix` (a test's REDIS_PREFIX: the realtime stream, its kept sessions, counters). */
export async function deleteRedisKeys(prefix: string, url = REDIS_TEST_URL): Promise<void> {
  if (!prefix) throw new Error('deleteRedisKeys needs a prefix: it would empty the shared Redis');
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    for await (const keys of client.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await client.del(...keys);
    }
  } finally {
    client.disconnect();
  }
}
