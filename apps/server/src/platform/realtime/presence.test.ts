import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { deleteRedisKeys, REDIS_TEST_URL, redisAnswers } from '../../test/redis';
import { createPresence, PRESENCE_EXPIRY_MS, type Presence } from './presence';

const log = pino({ level: 'silent' });
const redisUp = await redisAnswers();

describe('presence on one copy (no Redis)', () => {
  it('counts a person as connected while any of their sockets is, and asks nobody', async () => {
    const presence = createPresence({ log });
    presence.add(1);
    presence.add(1);
    presence.add(2);
    expect(await presence.connectedAmong([1, 2, 3])).toEqual(new Set([1, 2]));
    presence.remove(1);
    expect(await presence.connectedAmong([1, 2, 3])).toEqual(new Set([1, 2]));
    presence.remove(1);
    presence.remove(2);
    expect(await presence.connectedAmong([1, 2, 3])).toEqual(new Set());
    // A stray remove (a disconnect counted twice) never makes a count negative.
    presence.remove(2);
    presence.add(2);
    expect(await presence.connectedAmong([2])).toEqual(new Set([2]));
    await presence.close();
  });
});

describe.skipIf(!redisUp)('presence across copies through Redis', () => {
  const prefix = `presence-${process.pid}-${Date.now()}:`;
  const clients: Redis[] = [];
  const open: Presence[] = [];
  const copy = () => {
    const redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    const presence = createPresence({ redis, prefix, log });
    open.push(presence);
    return { presence, redis };
  };
  afterEach(async () => {
    for (const p of open.splice(0)) await p.close();
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(() => deleteRedisKeys(prefix));

  it("answers for another copy's sockets, and forgets them when they go or the copy closes", async () => {
    const a = copy();
    const b = copy();
    b.presence.add(7);
    b.presence.add(8);
    await b.redis.ping(); // b's updates are out
    await expect.poll(() => a.presence.connectedAmong([7, 8, 9])).toEqual(new Set([7, 8]));
    b.presence.remove(8);
    await b.redis.ping();
    expect(await a.presence.connectedAmong([7, 8, 9])).toEqual(new Set([7]));
    // Both copies hold person 7: a's own count answers without Redis, b's still counts after a's goes.
    a.presence.add(7);
    a.presence.remove(7);
    expect(await a.presence.connectedAmong([7])).toEqual(new Set([7]));
    await b.presence.close();
    expect(await a.presence.connectedAmong([7, 8])).toEqual(new Set());
  });

  it('a copy killed without closing counts for nobody once its heartbeat is older than the expiry', async () => {
    const a = copy();
    const b = copy();
    b.presence.add(11);
    await b.redis.ping();
    await expect.poll(() => a.presence.connectedAmong([11])).toEqual(new Set([11]));
    // b "dies": its heartbeats stop and its key is not removed. Its entry in the copies' set is aged past the expiry.
    b.redis.disconnect();
    const copies = `${prefix}presence:copies`;
    for (const m of await a.redis.zrange(copies, '0', '-1')) await a.redis.zadd(copies, String(Date.now() - PRESENCE_EXPIRY_MS - 1000), m);
    expect(await a.presence.connectedAmong([11])).toEqual(new Set());
  });

  it('after Redis forgot everything (a restart), the next heartbeat writes the copy back', async () => {
    const a = copy();
    const b = copy();
    b.presence.add(21);
    await b.redis.ping();
    await expect.poll(() => a.presence.connectedAmong([21])).toEqual(new Set([21]));
    await deleteRedisKeys(prefix);
    expect(await a.presence.connectedAmong([21])).toEqual(new Set());
    await expect.poll(() => a.presence.connectedAmong([21]), { timeout: PRESENCE_EXPIRY_MS }).toEqual(new Set([21]));
  });

  it('a failing Redis answers only this copy’s own people, never an error', async () => {
    const a = copy();
    a.presence.add(31);
    a.redis.disconnect();
    expect(await a.presence.connectedAmong([31, 32])).toEqual(new Set([31]));
  });
});
