import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { WebPushSubscription } from '@holdfast/shared/reference';
import { deviceTokens } from './devices.table';

export type DeviceRow = typeof deviceTokens.$inferSelect;

/**
 * A push token stays with the first account that registered it: re-registering by the same user
 * refreshes it; another account's attempt changes nothing and returns false.
 */
export async function upsertDeviceToken(
  db: Db,
  values: { userId: number; token: string; platform: string; subscription: WebPushSubscription | null },
) {
  const rows = await db
    .insert(deviceTokens)
    .values(values)
    .onConflictDoUpdate({
      target: deviceTokens.token,
      set: { platform: values.platform, subscription: values.subscription, updatedAt: new Date() },
      setWhere: sql`${deviceTokens.userId} = ${values.userId}`,
    })
    .returning({ id: deviceTokens.id });
  return rows.length > 0;
}

/** The owner signing out on the device releases its token. */
export async function deleteDeviceToken(db: Db, userId: number, token: string) {
  const rows = await db
    .delete(deviceTokens)
    .where(sql`${deviceTokens.token} = ${token} and ${deviceTokens.userId} = ${userId}`)
    .returning({ id: deviceTokens.id });
  return rows.length > 0;
}

export async function addDeviceTopic(db: Db, userId: number, token: string, topic: string) {
  const rows = await db
    .update(deviceTokens)
    .set({
      topics: sql`(select array_agg(distinct t) from unnest(array_append(${deviceTokens.topics}, ${topic})) as t)`,
      updatedAt: new Date(),
    })
    .where(sql`${deviceTokens.token} = ${token} and ${deviceTokens.userId} = ${userId}`)
    .returning({ id: deviceTokens.id });
  return rows.length > 0;
}

export async function listDeviceTokens(db: Db, userId: number) {
  return db
    .select()
    .from(deviceTokens)
    .where(sql`${deviceTokens.userId} = ${userId}`);
}

/** One of the user's devices, by id; false when it is not theirs (or gone). */
export async function deleteDeviceById(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(deviceTokens)
    .where(sql`${deviceTokens.id} = ${id} and ${deviceTokens.userId} = ${userId}`)
    .returning({ id: deviceTokens.id });
  return rows.length > 0;
}

/** One device by id, whoever's (the push job's re-read: the device may have gone since the push was queued). */
export async function findDeviceById(db: Db, id: number): Promise<DeviceRow | null> {
  const [row] = await db
    .select()
    .from(deviceTokens)
    .where(sql`${deviceTokens.id} = ${id}`);
  return row ?? null;
}

/** The ids of a user's devices, or of those following `topic` (a push queues one job per device). */
export async function listDeviceIds(db: Db, userId: number, topic?: string): Promise<number[]> {
  const rows = await db
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .where(sql`${deviceTokens.userId} = ${userId} ${topic === undefined ? sql`` : sql`and ${topic} = any(${deviceTokens.topics})`}`);
  return rows.map((r) => r.id);
}

/** The next `limit` members (by id, after `afterUserId`) with a device following `topic`: a campaign's batches. */
export async function listTopicFollowers(db: Db, topic: string, afterUserId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: deviceTokens.userId })
    .from(deviceTokens)
    .where(sql`${topic} = any(${deviceTokens.topics}) and ${deviceTokens.userId} > ${afterUserId}`)
    .orderBy(deviceTokens.userId)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** The push service answered that this device is gone (404/410, FCM unregistered): only that row, if it still holds that token. */
export async function deleteGoneDevice(db: Db, id: number, token: string) {
  await db.delete(deviceTokens).where(sql`${deviceTokens.id} = ${id} and ${deviceTokens.token} = ${token}`);
}
