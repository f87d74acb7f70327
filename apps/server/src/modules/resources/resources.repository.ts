import { asc, eq, inArray } from 'drizzle-orm';
import { RESOURCES_MAX, type ResourceAudience } from '@holdfast/shared/resources';
import type { Db } from '../../platform/db/client';
import { libraryResources } from './resources.table';

export type LibraryResourceRow = typeof libraryResources.$inferSelect;
type Values = Omit<typeof libraryResources.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The library for these audiences, by category then title. */
export function listResources(db: Db, audiences: readonly ResourceAudience[]) {
  return db
    .select()
    .from(libraryResources)
    .where(inArray(libraryResources.audience, [...audiences]))
    .orderBy(asc(libraryResources.category), asc(libraryResources.title), asc(libraryResources.id))
    .limit(RESOURCES_MAX);
}

export async function findResource(db: Db, id: number) {
  const [row] = await db.select().from(libraryResources).where(eq(libraryResources.id, id));
  return row ?? null;
}

export async function lockResource(db: Db, id: number) {
  const [row] = await db.select().from(libraryResources).where(eq(libraryResources.id, id)).for('update');
  return row ?? null;
}

export async function insertResource(db: Db, values: Values) {
  const [row] = await db.insert(libraryResources).values(values).returning();
  return row!;
}

export async function updateResource(db: Db, id: number, values: Partial<Values>) {
  const [row] = await db
    .update(libraryResources)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(libraryResources.id, id))
    .returning();
  return row ?? null;
}

export async function deleteResource(db: Db, id: number) {
  const [row] = await db.delete(libraryResources).where(eq(libraryResources.id, id)).returning();
  return row ?? null;
}
