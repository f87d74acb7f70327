import { eq, sql } from 'drizzle-orm';
import { DISCREET_MODE_DEFAULT } from '@holdfast/shared/privacy';
import { selectRows, type Db } from '../../platform/db/client';
import { groupNames } from '../groups';
import { privacySettings } from './privacy.table';

/** Whether the member's discreet mode is on (no row: the default, on). */
export async function findDiscreetMode(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: privacySettings.discreetMode }).from(privacySettings).where(eq(privacySettings.userId, userId));
  return row?.on ?? DISCREET_MODE_DEFAULT;
}

export async function saveDiscreetMode(db: Db, userId: number, on: boolean) {
  await db
    .insert(privacySettings)
    .values({ userId, discreetMode: on })
    .onConflictDoUpdate({ target: privacySettings.userId, set: { discreetMode: on, updatedAt: new Date() } });
}

/** The names of the groups of `ids` (the groups area's fragment: only it names its table). */
export async function findGroupNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await selectRows<{ id: number; name: string }>(
    db,
    sql`select x.id, ${groupNames.name('g')} as name
        from unnest(${`{${ids.join(',')}}`}::int[]) as x(id)
        ${groupNames.join('g', sql`x.id`, { required: true })}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
