import { and, asc, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  courseSeedRemovals,
  courses,
  itemPanels,
  lessonItemProgress,
  lessonItems,
  lessons,
  panelAnswers,
  userCourses,
} from './courses.table';

/** The console's writes to the catalogue (courses, lessons, items, panels). Every edit marks the row edited, so the seed keeps it. */

const edited = () => sql`now()`;

export async function listCourseSummaries(db: Db) {
  const rows = await db.select().from(courses).orderBy(asc(courses.position), asc(courses.id));
  const lessonCounts = await db.select({ courseId: lessons.courseId, n: count() }).from(lessons).groupBy(lessons.courseId);
  const memberCounts = await db.select({ courseId: userCourses.courseId, n: count() }).from(userCourses).groupBy(userCourses.courseId);
  const countOf = (list: { courseId: number; n: number }[], id: number) => list.find((r) => r.courseId === id)?.n ?? 0;
  return rows.map((c) => ({ ...c, lessonCount: countOf(lessonCounts, c.id), memberCount: countOf(memberCounts, c.id) }));
}

export async function findCourseRow(db: Db, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(courses).where(eq(courses.id, id));
  const [row] = await (opts.lock ? q.for('update') : q);
  return row ?? null;
}

export async function isCourseSlugTaken(db: Db, slug: string) {
  return (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug))).length > 0;
}

export async function nextCoursePosition(db: Db) {
  const [row] = await db.select({ p: max(courses.position) }).from(courses);
  return (row?.p ?? 0) + 1;
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert) {
  const [row] = await db
    .insert(courses)
    .values({ ...values, editedAt: new Date() })
    .returning();
  return row!;
}

export async function updateCourse(db: Db, id: number, values: Partial<typeof courses.$inferInsert>) {
  await db
    .update(courses)
    .set({ ...values, editedAt: edited() })
    .where(eq(courses.id, id));
}

export async function listCourseIds(db: Db) {
  return (
    await db.select({ id: courses.id, position: courses.position }).from(courses).orderBy(asc(courses.position), asc(courses.id))
  ).map((r) => r.id);
}

export async function setCoursePositions(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(courses)
      .set({ position: i + 1, editedAt: edited() })
      .where(eq(courses.id, id));
}

// ----- lessons -----

export async function findLessonRow(db: Db, courseId: number, lessonId: number) {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  return row ?? null;
}

export async function listLessonIds(db: Db, courseId: number) {
  return (
    await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position), asc(lessons.id))
  ).map((r) => r.id);
}

export async function insertLesson(db: Db, values: Omit<typeof lessons.$inferInsert, 'position'>) {
  const [last] = await db
    .select({ p: max(lessons.position) })
    .from(lessons)
    .where(eq(lessons.courseId, values.courseId));
  const [row] = await db
    .insert(lessons)
    .values({ ...values, position: (last?.p ?? 0) + 1, editedAt: new Date() })
    .returning();
  return row!;
}

export async function updateLesson(db: Db, id: number, values: { name: string; audience: string }) {
  await db
    .update(lessons)
    .set({ ...values, editedAt: edited() })
    .where(eq(lessons.id, id));
}

export async function deleteLesson(db: Db, id: number) {
  await db.delete(lessons).where(eq(lessons.id, id));
}

export async function setLessonPositions(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(lessons)
      .set({ position: i + 1, editedAt: edited() })
      .where(eq(lessons.id, id));
}

// ----- items -----

export async function findItemRow(db: Db, lessonId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(lessonItems)
    .where(and(eq(lessonItems.id, itemId), eq(lessonItems.lessonId, lessonId)));
  return row ?? null;
}

/** The items under one parent of a lesson (null: its top-level items), in order. */
export async function listSiblingItemIds(db: Db, lessonId: number, parentItemId: number | null) {
  const parent = parentItemId === null ? isNull(lessonItems.parentItemId) : eq(lessonItems.parentItemId, parentItemId);
  return (
    await db
      .select({ id: lessonItems.id })
      .from(lessonItems)
      .where(and(eq(lessonItems.lessonId, lessonId), parent))
      .orderBy(asc(lessonItems.position), asc(lessonItems.id))
  ).map((r) => r.id);
}

export async function insertItem(db: Db, values: Omit<typeof lessonItems.$inferInsert, 'position'>) {
  const siblings = await listSiblingItemIds(db, values.lessonId, values.parentItemId ?? null);
  const [last] = siblings.length
    ? await db
        .select({ p: max(lessonItems.position) })
        .from(lessonItems)
        .where(inArray(lessonItems.id, siblings))
    : [{ p: 0 }];
  const [row] = await db
    .insert(lessonItems)
    .values({ ...values, position: (last?.p ?? 0) + 1, editedAt: new Date() })
    .returning();
  return row!;
}

export async function updateItem(db: Db, id: number, values: Partial<typeof lessonItems.$inferInsert>) {
  await db
    .update(lessonItems)
    .set({ ...values, editedAt: edited() })
    .where(eq(lessonItems.id, id));
}

/** Deletes items (their panels go by cascade; child items are passed in by the caller). */
export async function deleteItems(db: Db, ids: number[]) {
  if (ids.length) await db.delete(lessonItems).where(inArray(lessonItems.id, ids));
}

export async function setItemPositions(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(lessonItems)
      .set({ position: i + 1, editedAt: edited() })
      .where(eq(lessonItems.id, id));
}

export async function listSlugsOfItems(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return (await db.select({ slug: lessonItems.slug }).from(lessonItems).where(inArray(lessonItems.id, ids))).map((r) => r.slug);
}

// ----- panels -----

export async function findPanelRow(db: Db, itemId: number, panelId: number) {
  const [row] = await db
    .select()
    .from(itemPanels)
    .where(and(eq(itemPanels.id, panelId), eq(itemPanels.lessonItemId, itemId)));
  return row ?? null;
}

export async function listPanelIds(db: Db, itemId: number) {
  return (
    await db
      .select({ id: itemPanels.id })
      .from(itemPanels)
      .where(eq(itemPanels.lessonItemId, itemId))
      .orderBy(asc(itemPanels.position), asc(itemPanels.id))
  ).map((r) => r.id);
}

export async function insertPanel(db: Db, values: Omit<typeof itemPanels.$inferInsert, 'position'>) {
  const [last] = await db
    .select({ p: max(itemPanels.position) })
    .from(itemPanels)
    .where(eq(itemPanels.lessonItemId, values.lessonItemId));
  const [row] = await db
    .insert(itemPanels)
    .values({ ...values, position: (last?.p ?? 0) + 1, editedAt: new Date() })
    .returning();
  return row!;
}

export async function updatePanel(db: Db, id: number, values: Partial<typeof itemPanels.$inferInsert>) {
  await db
    .update(itemPanels)
    .set({ ...values, editedAt: edited() })
    .where(eq(itemPanels.id, id));
}

export async function deletePanel(db: Db, id: number) {
  await db.delete(itemPanels).where(eq(itemPanels.id, id));
}

export async function setPanelPositions(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(itemPanels)
      .set({ position: i + 1, editedAt: edited() })
      .where(eq(itemPanels.id, id));
}

// ----- what members worked on -----

/** Items of the course a member started or answered (progress past not-started, or panel answers). */
export async function listAnsweredItemIds(db: Db, courseId: number) {
  const courseItems = db
    .select({ id: lessonItems.id })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.id, lessonItems.lessonId))
    .where(eq(lessons.courseId, courseId));
  const progressed = await db
    .selectDistinct({ id: lessonItemProgress.lessonItemId })
    .from(lessonItemProgress)
    .where(and(inArray(lessonItemProgress.lessonItemId, courseItems), ne(lessonItemProgress.progressStatus, 'not-started')));
  const answered = await db
    .selectDistinct({ id: panelAnswers.lessonItemId })
    .from(panelAnswers)
    .where(inArray(panelAnswers.lessonItemId, courseItems));
  return [...new Set([...progressed, ...answered].map((r) => r.id))].sort((a, b) => a - b);
}

export async function listAnsweredPanelIds(db: Db, courseId: number) {
  const rows = await db
    .selectDistinct({ id: panelAnswers.panelId })
    .from(panelAnswers)
    .innerJoin(lessonItems, eq(lessonItems.id, panelAnswers.lessonItemId))
    .innerJoin(lessons, eq(lessons.id, lessonItems.lessonId))
    .where(eq(lessons.courseId, courseId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A seeded row's slug an admin deleted: the seed leaves it out from now on. Admin-made slugs need none. */
export async function recordSeedRemovals(db: Db, slugs: string[]) {
  const seeded = slugs.filter((s) => !s.startsWith('admin-'));
  if (seeded.length)
    await db
      .insert(courseSeedRemovals)
      .values(seeded.map((slug) => ({ slug })))
      .onConflictDoNothing();
}
