import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { emotions, fasterCategories, fasterEmotions, systemTriggers } from './check-ins.table';

// ---------- admin edits ----------

export async function updateEmotion(db: Db, id: number, values: { displayName?: string; isActive?: boolean }) {
  const [row] = await db.update(emotions).set(values).where(eq(emotions.id, id)).returning();
  return row ?? null;
}

export async function updateFasterEmotion(db: Db, id: number, values: { displayName?: string; isActive?: boolean }) {
  const [row] = await db.update(fasterEmotions).set(values).where(eq(fasterEmotions.id, id)).returning();
  return row ?? null;
}

// ---------- seeding ----------

export async function seedEmotions(db: Db, rows: { id: number; displayName: string; mood: number }[]) {
  await db.insert(emotions).values(rows).onConflictDoNothing();
}

export async function seedFasterScale(
  db: Db,
  cats: { id: number; name: string; displayName: string; colorCode: string; orderNumber: number; score: number }[],
  items: { id: number; categoryId: number; displayName: string; position: number }[],
) {
  await db.insert(fasterCategories).values(cats).onConflictDoNothing();
  await db.insert(fasterEmotions).values(items).onConflictDoNothing();
}

/** Deactivates a seeded multi-menu trigger while its menu still holds the seeded option `menuName`. */
export async function retireSeededTrigger(db: Db, key: string, menuName: string) {
  await db
    .update(systemTriggers)
    .set({ isActive: false })
    .where(
      and(
        eq(systemTriggers.key, key),
        eq(systemTriggers.isActive, true),
        sql`${systemTriggers.multiMenus} @> ${JSON.stringify([{ name: menuName }])}::jsonb`,
      ),
    );
}

export async function seedTrigger(db: Db, values: typeof systemTriggers.$inferInsert) {
  await db.insert(systemTriggers).values(values).onConflictDoNothing({ target: systemTriggers.key });
}
