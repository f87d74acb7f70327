import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { coursePaymentInfo, courses, scholarships } from './courses.table';

/** Pending scholarship requests with their course, oldest first (the review queue). */
export async function listPendingScholarships(db: Db, id?: number) {
  return db
    .select({
      id: scholarships.id,
      userId: scholarships.userId,
      courseId: scholarships.courseId,
      courseName: courses.name,
      schoolEnrolled: scholarships.schoolEnrolled,
      schoolEmail: scholarships.schoolEmail,
      scholarshipReason: scholarships.scholarshipReason,
      createdAt: scholarships.createdAt,
    })
    .from(scholarships)
    .innerJoin(courses, eq(courses.id, scholarships.courseId))
    .where(and(eq(scholarships.status, 'pending'), id === undefined ? undefined : eq(scholarships.id, id)))
    .orderBy(asc(scholarships.createdAt), asc(scholarships.id))
    .limit(200);
}
export type PendingScholarshipRow = Awaited<ReturnType<typeof listPendingScholarships>>[number];

export async function countPendingScholarships(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(scholarships)
    .where(eq(scholarships.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** Locks a pending request for its decision; null when it is no longer pending. */
export async function lockPendingScholarship(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(scholarships)
    .where(and(eq(scholarships.id, id), eq(scholarships.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function decideScholarship(db: Db, id: number, values: { status: 'approved' | 'rejected'; reviewedBy: number }) {
  await db
    .update(scholarships)
    .set({ status: values.status, reviewedBy: values.reviewedBy, reviewedAt: new Date() })
    .where(eq(scholarships.id, id));
}

/** The course's first price (a grant's payment row points at one: the column is required). */
export async function firstPaymentInfo(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: coursePaymentInfo.id })
    .from(coursePaymentInfo)
    .where(eq(coursePaymentInfo.courseId, courseId))
    .orderBy(asc(coursePaymentInfo.id))
    .limit(1);
  return row ?? null;
}

/** Earlier decided requests of the same person for the same course (the item's history). */
export async function decidedScholarshipsOf(db: Db, userId: number, courseId: number) {
  return db
    .select({
      status: scholarships.status,
      reviewedAt: scholarships.reviewedAt,
      reviewedBy: scholarships.reviewedBy,
      createdAt: scholarships.createdAt,
    })
    .from(scholarships)
    .where(and(eq(scholarships.userId, userId), eq(scholarships.courseId, courseId), sql`${scholarships.status} <> 'pending'`))
    .orderBy(asc(scholarships.createdAt));
}
