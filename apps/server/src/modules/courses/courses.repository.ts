import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  coursePaymentInfo,
  coursePayments,
  courseSeedRemovals,
  courseSetupIntents,
  courses,
  itemPanels,
  lessonItemProgress,
  lessonItems,
  lessons,
  panelAnswers,
  paymentWebhookEvents,
  scholarships,
  userCourses,
  videoEvents,
} from './courses.table';

export type CourseRow = typeof courses.$inferSelect;
export type PaymentInfoRow = typeof coursePaymentInfo.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type ItemRow = typeof lessonItems.$inferSelect;
export type PanelRow = typeof itemPanels.$inferSelect;
export type UserCourseRow = typeof userCourses.$inferSelect;
export type ItemProgressRow = typeof lessonItemProgress.$inferSelect;
export type PaymentRow = typeof coursePayments.$inferSelect;
export type ScholarshipRow = typeof scholarships.$inferSelect;

export interface CatalogueRows {
  courses: CourseRow[];
  paymentInfo: PaymentInfoRow[];
  lessons: LessonRow[];
  items: ItemRow[];
  panels: PanelRow[];
}

/** The whole catalogue (a handful of courses): one query per table, assembled by the presenter. */
/**
 * Without ids: the published catalogue. With ids (a member's assigned courses): those courses, published
 * or not (a course unpublished later stays with the members who have it), unless `publishedOnly`.
 */
export async function loadCatalogue(db: Db, courseIds?: number[], opts: { publishedOnly?: boolean } = {}): Promise<CatalogueRows> {
  const published = !courseIds || opts.publishedOnly ? eq(courses.published, true) : undefined;
  const byCourse = and(courseIds ? inArray(courses.id, courseIds) : undefined, published);
  const courseRows = await db.select().from(courses).where(byCourse).orderBy(asc(courses.position), asc(courses.id));
  const ids = courseRows.map((c) => c.id);
  if (ids.length === 0) return { courses: [], paymentInfo: [], lessons: [], items: [], panels: [] };
  // Sequential on purpose: inside a transaction the queries share one connection.
  const paymentInfo = await db
    .select()
    .from(coursePaymentInfo)
    .where(inArray(coursePaymentInfo.courseId, ids))
    .orderBy(asc(coursePaymentInfo.id));
  const lessonRows = await db.select().from(lessons).where(inArray(lessons.courseId, ids)).orderBy(asc(lessons.position), asc(lessons.id));
  const lessonIds = lessonRows.map((l) => l.id);
  const items = lessonIds.length
    ? await db
        .select()
        .from(lessonItems)
        .where(inArray(lessonItems.lessonId, lessonIds))
        .orderBy(asc(lessonItems.position), asc(lessonItems.id))
    : [];
  const itemIds = items.map((i) => i.id);
  const panels = itemIds.length
    ? await db
        .select()
        .from(itemPanels)
        .where(inArray(itemPanels.lessonItemId, itemIds))
        .orderBy(asc(itemPanels.position), asc(itemPanels.id))
    : [];
  return { courses: courseRows, paymentInfo, lessons: lessonRows, items, panels };
}

export async function findCourse(db: Db, id: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row ?? null;
}

export async function findPaymentInfo(db: Db, courseId: number, id: number) {
  const [row] = await db
    .select()
    .from(coursePaymentInfo)
    .where(and(eq(coursePaymentInfo.id, id), eq(coursePaymentInfo.courseId, courseId)));
  return row ?? null;
}

export async function findPaymentInfoByStoreProduct(db: Db, medium: 'google-play' | 'apple-pay', productId: string) {
  const column = medium === 'apple-pay' ? coursePaymentInfo.applePayProductId : coursePaymentInfo.googlePlayProductId;
  const [row] = await db.select().from(coursePaymentInfo).where(eq(column, productId));
  return row ?? null;
}

export async function findItem(db: Db, id: number) {
  const [row] = await db
    .select({ item: lessonItems, lesson: lessons })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.id, lessonItems.lessonId))
    .where(eq(lessonItems.id, id));
  return row ?? null;
}

export async function listCourseIdsByType(db: Db, courseType: string) {
  return (
    await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.courseType, courseType), eq(courses.published, true)))
  ).map((r) => r.id);
}

// ----- user courses -----

export async function listUserCourses(db: Db, userId: number) {
  return db
    .select({ uc: userCourses })
    .from(userCourses)
    .innerJoin(courses, eq(courses.id, userCourses.courseId))
    .where(eq(userCourses.userId, userId))
    .orderBy(asc(userCourses.order), asc(courses.position), asc(userCourses.id))
    .then((rows) => rows.map((r) => r.uc));
}

/** Scoped to the owner: another user's id is simply not found. `lock` serialises writers of one user course. */
export async function findUserCourse(db: Db, userId: number, id: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(userCourses)
    .where(and(eq(userCourses.id, id), eq(userCourses.userId, userId)));
  const [row] = await (opts.lock ? q.for('update') : q);
  return row ?? null;
}

export async function findUserCourseByCourse(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)));
  return row ?? null;
}

/** Assigns a course (once: the unique index decides) and returns the user course. */
export async function assignCourse(db: Db, userId: number, courseId: number, order: number) {
  await db
    .insert(userCourses)
    .values({ userId, courseId, order })
    .onConflictDoNothing({ target: [userCourses.userId, userCourses.courseId] });
  return (await findUserCourseByCourse(db, userId, courseId))!;
}

export async function updateUserCourse(db: Db, id: number, values: { progressStatus: string; completedOn: Date | null }) {
  await db.update(userCourses).set(values).where(eq(userCourses.id, id));
}

export async function listItemProgress(db: Db, userCourseIds: number[]) {
  if (userCourseIds.length === 0) return [];
  return db.select().from(lessonItemProgress).where(inArray(lessonItemProgress.userCourseId, userCourseIds));
}

export async function upsertItemProgress(db: Db, userCourseId: number, rows: { lessonItemId: number; progressStatus: string }[]) {
  if (rows.length === 0) return;
  await db
    .insert(lessonItemProgress)
    .values(
      rows.map((r) => ({
        userCourseId,
        lessonItemId: r.lessonItemId,
        progressStatus: r.progressStatus,
        completedOn: r.progressStatus === 'completed' ? new Date() : null,
      })),
    )
    .onConflictDoUpdate({
      target: [lessonItemProgress.userCourseId, lessonItemProgress.lessonItemId],
      set: {
        progressStatus: sql`excluded.progress_status`,
        // Keep the first completion time; clear it when an item is no longer completed.
        completedOn: sql`case when excluded.progress_status = 'completed' then coalesce(${lessonItemProgress.completedOn}, now()) else null end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteItemProgress(db: Db, userCourseId: number) {
  await db.delete(lessonItemProgress).where(eq(lessonItemProgress.userCourseId, userCourseId));
}

// ----- panel answers -----

export async function findPanelAnswers(db: Db, userCourseId: number, panelId: number) {
  const [row] = await db
    .select()
    .from(panelAnswers)
    .where(and(eq(panelAnswers.userCourseId, userCourseId), eq(panelAnswers.panelId, panelId)));
  return row ?? null;
}

export async function upsertPanelAnswers(db: Db, values: typeof panelAnswers.$inferInsert) {
  const [row] = await db
    .insert(panelAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [panelAnswers.userCourseId, panelAnswers.panelId],
      set: { answers: values.answers, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

// ----- payments -----

/** The latest payment per course for a user. */
export async function listLatestPayments(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, PaymentRow>();
  const rows = await db
    .select()
    .from(coursePayments)
    .where(
      and(
        eq(coursePayments.userId, userId),
        inArray(coursePayments.courseId, courseIds),
        inArray(coursePayments.paymentStatus, [...SETTLED_STATUSES]),
      ),
    )
    .orderBy(desc(coursePayments.createdAt), desc(coursePayments.id));
  const map = new Map<number, PaymentRow>();
  for (const r of rows) if (!map.has(r.courseId)) map.set(r.courseId, r);
  return map;
}

export async function findPaymentById(db: Db, id: number) {
  const [row] = await db.select().from(coursePayments).where(eq(coursePayments.id, id));
  return row ?? null;
}

export async function findPaymentByTransaction(db: Db, medium: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(coursePayments)
    .where(and(eq(coursePayments.paymentMediumType, medium), eq(coursePayments.transactionId, transactionId)));
  return row ?? null;
}

/** Only the settled statuses describe a course's payment; a 'refunded' row records a charge given back. */
const SETTLED_STATUSES = ['paid', 'paused', 'cancelled'] as const;

/** Records a payment (or a refund); null when that transaction is already recorded (the unique index decides). */
export async function insertPayment(db: Db, values: typeof coursePayments.$inferInsert) {
  const [row] = await db
    .insert(coursePayments)
    .values(values)
    .onConflictDoNothing({ target: [coursePayments.paymentMediumType, coursePayments.transactionId] })
    .returning();
  return row ?? null;
}

/** The transaction that paid this user's course (paid or paused), or null. */
export async function findPayingTransaction(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ transactionId: coursePayments.transactionId, medium: coursePayments.paymentMediumType })
    .from(coursePayments)
    .where(
      and(
        eq(coursePayments.userId, userId),
        eq(coursePayments.courseId, courseId),
        inArray(coursePayments.paymentStatus, ['paid', 'paused']),
      ),
    )
    .orderBy(desc(coursePayments.id))
    .limit(1);
  return row ?? null;
}

/** One user's purchase of one course by one medium (setup intents and payments share these columns). */
const samePurchase = (
  table: typeof courseSetupIntents | typeof coursePayments,
  where: { userId: number; courseId: number; medium: string },
) => [eq(table.userId, where.userId), eq(table.courseId, where.courseId), eq(table.paymentMediumType, where.medium)];

/** The latest setup intent handed out for this course, price and coupon (whether still open is the provider's to say). */
export async function findLatestSetupIntent(
  db: Db,
  where: { userId: number; courseId: number; paymentInfoId: number; medium: string; couponCode: string | null },
) {
  const [row] = await db
    .select()
    .from(courseSetupIntents)
    .where(
      and(
        ...samePurchase(courseSetupIntents, where),
        eq(courseSetupIntents.paymentInfoId, where.paymentInfoId),
        where.couponCode === null ? sql`${courseSetupIntents.couponCode} is null` : eq(courseSetupIntents.couponCode, where.couponCode),
      ),
    )
    .orderBy(desc(courseSetupIntents.id))
    .limit(1);
  return row ?? null;
}

export async function insertSetupIntent(db: Db, values: typeof courseSetupIntents.$inferInsert) {
  await db.insert(courseSetupIntents).values(values).onConflictDoNothing();
}

/** The provider customer the user's latest setup intent through `medium` belongs to (used again for the next one); null when none. */
export async function findCustomerOf(db: Db, userId: number, medium: string) {
  const [row] = await db
    .select({ customerId: courseSetupIntents.customerId })
    .from(courseSetupIntents)
    .where(
      and(
        eq(courseSetupIntents.userId, userId),
        eq(courseSetupIntents.paymentMediumType, medium),
        sql`${courseSetupIntents.customerId} is not null`,
      ),
    )
    .orderBy(desc(courseSetupIntents.id))
    .limit(1);
  return row?.customerId ?? null;
}

/** Erasure: every provider customer the user's course purchases made (to delete at the provider). */
export async function listCustomersOf(db: Db, userId: number) {
  const rows = await db
    .selectDistinct({ customerId: courseSetupIntents.customerId })
    .from(courseSetupIntents)
    .where(and(eq(courseSetupIntents.userId, userId), sql`${courseSetupIntents.customerId} is not null`));
  return rows.map((r) => r.customerId!);
}

/** Serialises the purchases of one user course (two tabs, the webhook and the return page). */
export async function lockUserCourseByCourse(db: Db, userId: number, courseId: number) {
  await db
    .select({ id: userCourses.id })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
    .for('update');
}

/**
 * Moves a recorded card payment between paid and paused (a subscription renewed, failed or ended). Only the
 * payment of that transaction, user and course, and only while it is paid or paused; true when it changed.
 */
export async function setPaymentStatus(
  db: Db,
  where: { medium: string; transactionId: string; userId: number; courseId: number },
  status: 'paid' | 'paused',
) {
  const rows = await db
    .update(coursePayments)
    .set({ paymentStatus: status })
    .where(
      and(
        ...samePurchase(coursePayments, where),
        eq(coursePayments.transactionId, where.transactionId),
        inArray(coursePayments.paymentStatus, ['paid', 'paused']),
        sql`${coursePayments.paymentStatus} <> ${status}`,
      ),
    )
    .returning({ id: coursePayments.id });
  return rows.length > 0;
}

/** True the first time an event id is seen. */
export async function recordWebhookEvent(db: Db, eventId: string, type: string) {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

export async function deleteWebhookEvent(db: Db, eventId: string) {
  await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
}

// ----- scholarships, analytics -----

export async function insertScholarship(db: Db, values: typeof scholarships.$inferInsert) {
  const [row] = await db.insert(scholarships).values(values).returning();
  return row!;
}

export async function listScholarships(db: Db, userId: number) {
  return db.select().from(scholarships).where(eq(scholarships.userId, userId)).orderBy(desc(scholarships.createdAt));
}

export async function insertVideoEvent(db: Db, values: typeof videoEvents.$inferInsert) {
  await db.insert(videoEvents).values(values);
}

// ----- seed (upserts by slug; a row an admin edited is left as it is) -----

/** The seed's slugs an admin deleted (not brought back). */
export async function listSeedRemovals(db: Db) {
  return new Set((await db.select({ slug: courseSeedRemovals.slug }).from(courseSeedRemovals)).map((r) => r.slug));
}

export async function upsertCourse(db: Db, values: typeof courses.$inferInsert) {
  const { slug, ...set } = values;
  const [row] = await db
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({ target: courses.slug, set, setWhere: sql`${courses.editedAt} is null` })
    .returning({ id: courses.id });
  return row?.id ?? (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
}

export async function upsertPaymentInfo(db: Db, values: typeof coursePaymentInfo.$inferInsert) {
  const { courseId: _c, stripePaymentType: _t, ...set } = values;
  await db
    .insert(coursePaymentInfo)
    .values(values)
    .onConflictDoUpdate({ target: [coursePaymentInfo.courseId, coursePaymentInfo.stripePaymentType], set });
}

export async function upsertLesson(db: Db, values: typeof lessons.$inferInsert) {
  const { slug, ...set } = values;
  const [row] = await db
    .insert(lessons)
    .values(values)
    .onConflictDoUpdate({ target: lessons.slug, set, setWhere: sql`${lessons.editedAt} is null` })
    .returning({ id: lessons.id });
  return row?.id ?? (await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, slug)))[0]!.id;
}

export async function upsertItem(db: Db, values: typeof lessonItems.$inferInsert) {
  const { slug, ...set } = values;
  const [row] = await db
    .insert(lessonItems)
    .values(values)
    .onConflictDoUpdate({ target: lessonItems.slug, set, setWhere: sql`${lessonItems.editedAt} is null` })
    .returning({ id: lessonItems.id });
  return row?.id ?? (await db.select({ id: lessonItems.id }).from(lessonItems).where(eq(lessonItems.slug, slug)))[0]!.id;
}

export async function upsertPanel(db: Db, values: typeof itemPanels.$inferInsert) {
  const { slug: _slug, ...set } = values;
  await db
    .insert(itemPanels)
    .values(values)
    .onConflictDoUpdate({ target: itemPanels.slug, set, setWhere: sql`${itemPanels.editedAt} is null` });
}
