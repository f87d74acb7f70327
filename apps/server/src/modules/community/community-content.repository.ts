import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CategoryKey } from '@holdfast/shared/community';
import { selectRows, type Db } from '../../platform/db/client';
import { communityCategories, communityThreads, communityTopics } from './community.table';

/**
 * The admin console's reads and writes of the community's content (issue 39): categories' topics
 * and the threads an admin picks for the recommended and menu lists. Called inside the console's
 * transactions, beside the audit row.
 */

export interface ThreadRefRow {
  id: number;
  title: string;
  topic: string;
}

/** The categories in order, each with its topics in order. */
export async function listCategoriesWithTopics(db: Db) {
  const [cats, topics] = await Promise.all([
    db.select().from(communityCategories).orderBy(asc(communityCategories.position)),
    db.select().from(communityTopics).orderBy(asc(communityTopics.position), asc(communityTopics.id)),
  ]);
  return cats.map((c) => ({ ...c, topics: topics.filter((t) => t.categoryKey === c.key) }));
}

export async function categoryExists(db: Db, key: string) {
  const [row] = await db
    .select({ key: communityCategories.key })
    .from(communityCategories)
    .where(eq(communityCategories.key, key as CategoryKey));
  return !!row;
}

export async function findTopicRow(db: Db, id: number) {
  const [row] = await db.select().from(communityTopics).where(eq(communityTopics.id, id));
  return row ?? null;
}

export async function insertTopicRow(tx: Db, v: { key: CategoryKey; name: string; description: string }) {
  const [row] = await selectRows<{ id: number }>(
    tx,
    // The new topic goes last in its category.
    sqlInsertTopic(v),
  );
  return Number(row!.id);
}

function sqlInsertTopic(v: { key: CategoryKey; name: string; description: string }) {
  return sql`insert into community_topics (category_key, name, description, position)
      values (${v.key}, ${v.name}, ${v.description}, (select coalesce(max(position), -1) + 1 from community_topics where category_key = ${v.key}))
      returning id`;
}

export async function updateTopicRow(tx: Db, id: number, v: { name: string; description: string }) {
  const [row] = await tx.update(communityTopics).set(v).where(eq(communityTopics.id, id)).returning();
  return row ?? null;
}

/** Topic ids of a category (to check an order lists each once). */
export async function topicIdsOf(db: Db, key: string) {
  const rows = await db
    .select({ id: communityTopics.id })
    .from(communityTopics)
    .where(eq(communityTopics.categoryKey, key as CategoryKey))
    .orderBy(asc(communityTopics.position), asc(communityTopics.id));
  return rows.map((r) => r.id);
}

export async function setTopicPositions(tx: Db, key: string, ids: readonly number[]) {
  for (const [position, id] of ids.entries())
    await tx
      .update(communityTopics)
      .set({ position })
      .where(and(eq(communityTopics.id, id), eq(communityTopics.categoryKey, key as CategoryKey)));
}

/** The threads of `ids` that exist, with their topic's name, in the order asked. */
export async function threadRefs(db: Db, ids: readonly number[]): Promise<ThreadRefRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: communityThreads.id, title: communityThreads.title, topic: communityTopics.name })
    .from(communityThreads)
    .innerJoin(communityTopics, eq(communityTopics.id, communityThreads.topicId))
    .where(inArray(communityThreads.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ThreadRefRow => !!r);
}

/** Up to 20 threads whose title holds `q` (case-insensitive), newest first; the newest when `q` is empty. */
export function searchThreadRefs(db: Db, q: string): Promise<ThreadRefRow[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRows<ThreadRefRow>(
    db,
    sql`select th.id, th.title, tp.name as topic from community_threads th join community_topics tp on tp.id = th.topic_id
        where th.title ilike ${pattern} order by th.created_at desc, th.id desc limit 20`,
  );
}
