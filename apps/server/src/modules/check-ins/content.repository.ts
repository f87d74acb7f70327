import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';
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

// ---------- the admin console (issue 39) ----------

/** Every emotion, hidden ones too, in the check-in's order. */
export function listAllEmotions(db: Db) {
  return db.select().from(emotions).orderBy(asc(emotions.position), asc(emotions.id));
}

/** Every FASTER category with all its behaviours, hidden ones too, in order. */
export async function listAllFasterScale(db: Db) {
  const [cats, items] = await Promise.all([
    db.select().from(fasterCategories).orderBy(asc(fasterCategories.orderNumber)),
    db.select().from(fasterEmotions).orderBy(asc(fasterEmotions.categoryId), asc(fasterEmotions.position), asc(fasterEmotions.id)),
  ]);
  return cats.map((c) => ({ ...c, behaviours: items.filter((i) => i.categoryId === c.id) }));
}

export async function findEmotion(db: Db, id: number) {
  const [row] = await db.select().from(emotions).where(eq(emotions.id, id));
  return row ?? null;
}

export async function findFasterEmotion(db: Db, id: number) {
  const [row] = await db.select().from(fasterEmotions).where(eq(fasterEmotions.id, id));
  return row ?? null;
}

export async function findFasterCategory(db: Db, id: number) {
  const [row] = await db.select().from(fasterCategories).where(eq(fasterCategories.id, id));
  return row ?? null;
}

/** Positions 0, 1, 2 … in the order of `ids`. */
export async function setEmotionPositions(tx: Db, ids: readonly number[]) {
  for (const [position, id] of ids.entries()) await tx.update(emotions).set({ position }).where(eq(emotions.id, id));
}

/** Positions 0, 1, 2 … of one category's behaviours in the order of `ids`. */
export async function setFasterPositions(tx: Db, categoryId: number, ids: readonly number[]) {
  for (const [position, id] of ids.entries())
    await tx
      .update(fasterEmotions)
      .set({ position })
      .where(and(eq(fasterEmotions.id, id), eq(fasterEmotions.categoryId, categoryId)));
}

/**
 * Which of the questions `ids` members have answered in this area (a check-in's questions, a weekly
 * or commitment submission, a trigger's answers): a non-blank answer counts.
 */
export async function answeredQuestionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const wanted = sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
  const answered = (source: SQL) =>
    sql`select (a->>'question_id')::int as id from ${source}, jsonb_array_elements(answers) a
         where jsonb_typeof(a->'question_id') = 'number' and (a->>'question_id')::int = any(${wanted})
           and coalesce(btrim(a->>'answer'), '') <> ''`;
  const rows = await selectRows<{ id: number }>(
    db,
    sql`${answered(sql`(select coalesce(questions, '[]'::jsonb) as answers from checkins where questions is not null) c`)}
        union ${answered(sql`weekly_submissions w`)}
        union ${answered(sql`trigger_answers t`)}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The triggers and the forms they ask (the console's "used by"). */
export function listTriggerForms(db: Db) {
  return db.select({ formId: systemTriggers.formId, name: systemTriggers.name, isActive: systemTriggers.isActive }).from(systemTriggers);
}
