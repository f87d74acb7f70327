import {
  applyItemStatus,
  courseItemIds,
  courseStatus,
  coursesTexts as t,
  findItem,
  progressOnStart,
  restartProgress,
  routeAfterChallenge,
  statusOf,
  type CatalogueCourse,
  type ChallengeCompleted,
  type Course,
  type CourseIdInput,
  type CourseProgress,
  type CourseProgressInput,
  type ItemParams,
  type ItemProgressInput,
  type PanelAnswers,
  type PanelAnswersInput,
  type PanelParams,
  type PaymentStatus,
  type ProgressStatus,
  type UserCourse,
} from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { loadCoursesFor, loadUserCourseView, presentView, viewOf, type UserCourseView } from './courses.loader';
import { canOpenCourse, canTakeCourses, canWorkOnItem } from './courses.policy';
import { presentLessonProgress, presentPanelAnswers, presentUserCourse } from './courses.presenter';
import * as repo from './courses.repository';
import { ERROR_CODES } from '@holdfast/shared/common';

/** Writes the changed item statuses and settles the course status (completed when every item is). */
async function saveProgress(db: Db, v: UserCourseView, next: Record<number, ProgressStatus | undefined>) {
  const changed = Object.entries(next)
    .filter(([id, s]) => s !== undefined && statusOf(v.progress, Number(id)) !== s)
    .map(([id, s]) => ({ lessonItemId: Number(id), progressStatus: s! }));
  await repo.upsertItemProgress(db, v.uc.id, changed);
  const derived = courseStatus(v.course, next);
  const status = derived === 'not-started' && v.uc.progressStatus !== 'not-started' ? 'in-progress' : derived;
  await repo.updateUserCourse(db, v.uc.id, {
    progressStatus: status,
    completedOn: status === 'completed' ? (v.uc.completedOn ?? new Date()) : null,
  });
}

/** The item must be in that lesson of that course (and visible to the user): otherwise 404. */
function locateItem(course: Course, lessonId: number, itemId: number) {
  const pos = findItem(course, itemId);
  const lesson = pos ? course.lessons[pos.lessonIndex]! : null;
  if (!pos || lesson!.id !== lessonId) throw new NotFoundError();
  const parent = lesson!.lesson_items[pos.itemIndex]!;
  return pos.childIndex === null ? parent : parent.child_items[pos.childIndex]!;
}

export function createCoursesService(ctx: AppContext) {
  const db = ctx.db;

  async function withLockedView<T>(actor: Actor, id: number, fn: (tx: Db, v: UserCourseView) => Promise<T>) {
    await db.transaction(async (tx) => fn(tx, await loadUserCourseView(tx, actor, id, { lock: true })));
    return loadUserCourseView(db, actor, id).then(presentView);
  }

  async function assignAndPresent(actor: Actor, courseId: number) {
    const uc = await repo.findUserCourseByCourse(db, actor.userId, courseId);
    return presentView(await viewOf(db, actor.userId, uc!));
  }

  async function courseFromBody(actor: Actor, courseId: number) {
    // A draft (unpublished) course cannot be chosen: it is not in the catalogue.
    const [course] = await loadCoursesFor(db, actor.userId, [courseId], { publishedOnly: true });
    if (!course) throw ValidationError.field('course_id', m.invalid);
    return course;
  }

  return {
    /** The catalogue, with the caller's assignment and payment per course. */
    async listCatalogue(actor: Actor): Promise<CatalogueCourse[]> {
      assertCan(canTakeCourses(actor));
      const [courses, ucs] = await Promise.all([loadCoursesFor(db, actor.userId), repo.listUserCourses(db, actor.userId)]);
      const payments = await repo.listLatestPayments(
        db,
        actor.userId,
        courses.map((c) => c.id),
      );
      return courses.map((c) => {
        const uc = ucs.find((u) => u.courseId === c.id);
        return {
          ...c,
          user_course_id: uc?.id ?? null,
          progress_status: (uc?.progressStatus as ProgressStatus) ?? null,
          payment_status: (payments.get(c.id)?.paymentStatus as PaymentStatus) ?? null,
        };
      });
    },

    async getCatalogueCourse(actor: Actor, courseId: number): Promise<CatalogueCourse> {
      assertCan(canTakeCourses(actor));
      const course = (await this.listCatalogue(actor)).find((c) => c.id === courseId);
      if (!course) throw new NotFoundError();
      return course;
    },

    async list(actor: Actor): Promise<UserCourse[]> {
      assertCan(canTakeCourses(actor));
      const ucs = await repo.listUserCourses(db, actor.userId);
      const [courses, progressRows, payments] = await Promise.all([
        loadCoursesFor(
          db,
          actor.userId,
          ucs.map((u) => u.courseId),
        ),
        repo.listItemProgress(
          db,
          ucs.map((u) => u.id),
        ),
        repo.listLatestPayments(
          db,
          actor.userId,
          ucs.map((u) => u.courseId),
        ),
      ]);
      return ucs.map((uc) =>
        presentUserCourse(
          uc,
          courses.find((c) => c.id === uc.courseId)!,
          progressRows.filter((r) => r.userCourseId === uc.id),
          payments.get(uc.courseId),
        ),
      );
    },

    /** Assigns the 30 Day Challenge to everyone and re-settles each course status against the current content. */
    async synchronize(actor: Actor): Promise<UserCourse[]> {
      assertCan(canTakeCourses(actor));
      const challengeIds = await repo.listCourseIdsByType(db, '30-day-challenge');
      await db.transaction(async (tx) => {
        for (const courseId of challengeIds) await repo.assignCourse(tx, actor.userId, courseId, 0);
        for (const uc of await repo.listUserCourses(tx, actor.userId)) {
          const v = await viewOf(tx, actor.userId, uc);
          if (uc.progressStatus === 'not-started') continue;
          await saveProgress(tx, v, { ...v.progress });
        }
      });
      return this.list(actor);
    },

    async get(actor: Actor, id: number): Promise<UserCourse> {
      assertCan(canTakeCourses(actor));
      return presentView(await loadUserCourseView(db, actor, id));
    },

    async progress(actor: Actor, id: number): Promise<CourseProgress> {
      assertCan(canTakeCourses(actor));
      const v = await loadUserCourseView(db, actor, id);
      const p = presentView(v);
      return {
        user_course_id: v.uc.id,
        progress_status: p.progress_status,
        progress_percentage: p.progress_percentage,
        lesson_progress: presentLessonProgress(v.course, v.progress, v.progressRows),
        next_step: p.next_step,
      };
    },

    /** Item progress: the server enforces access, sequencing and the paused lock before anything changes. */
    async updateItemProgress(actor: Actor, params: ItemParams, input: ItemProgressInput): Promise<UserCourse> {
      assertCan(canTakeCourses(actor));
      return withLockedView(actor, params.id, async (tx, v) => {
        locateItem(v.course, params.lessonId, params.itemId);
        assertCan(canWorkOnItem(actor, v, params.itemId));
        await saveProgress(tx, v, applyItemStatus(v.course, params.itemId, input.progress_status, v.progress));
      });
    },

    /** Course progress: in-progress starts the course; completed only when every item is. */
    async updateCourseProgress(actor: Actor, id: number, input: CourseProgressInput): Promise<UserCourse> {
      assertCan(canTakeCourses(actor));
      return withLockedView(actor, id, async (tx, v) => {
        assertCan(canOpenCourse(actor, v));
        if (input.progress_status === 'completed') {
          if (courseStatus(v.course, v.progress) !== 'completed')
            throw new ConflictError(t.courseNotFinished, ERROR_CODES.courseNotFinished);
          await saveProgress(tx, v, { ...v.progress });
          return;
        }
        await saveProgress(tx, v, progressOnStart(v.course, v.progress));
        if (courseStatus(v.course, v.progress) !== 'completed')
          await repo.updateUserCourse(tx, v.uc.id, { progressStatus: 'in-progress', completedOn: null });
      });
    },

    /** Restart: every item starts over (the client asked 'Are you sure you want to restart the entire course?'). */
    async restart(actor: Actor, id: number): Promise<UserCourse> {
      assertCan(canTakeCourses(actor));
      return withLockedView(actor, id, async (tx, v) => {
        assertCan(canOpenCourse(actor, v));
        await repo.deleteItemProgress(tx, v.uc.id);
        const fresh = restartProgress(v.course, v.progress, true);
        await repo.upsertItemProgress(
          tx,
          v.uc.id,
          Object.entries(fresh).map(([itemId, s]) => ({ lessonItemId: Number(itemId), progressStatus: s! })),
        );
        await repo.updateUserCourse(tx, v.uc.id, { progressStatus: 'in-progress', completedOn: null });
      });
    },

    /** Course select (start): assigns the course, and a not-started course gets its first item in-progress. */
    async selectCourse(actor: Actor, input: CourseIdInput): Promise<UserCourse> {
      assertCan(canTakeCourses(actor));
      const course = await courseFromBody(actor, input.course_id);
      const payments = await repo.listLatestPayments(db, actor.userId, [course.id]);
      assertCan(canOpenCourse(actor, { course, paymentStatus: (payments.get(course.id)?.paymentStatus as PaymentStatus) ?? null }));
      await db.transaction(async (tx) => {
        const assigned = await repo.assignCourse(tx, actor.userId, course.id, course.position);
        const v = await loadUserCourseView(tx, actor, assigned.id, { lock: true });
        if (v.uc.progressStatus !== 'not-started') return;
        await saveProgress(tx, v, progressOnStart(v.course, v.progress));
      });
      return assignAndPresent(actor, course.id);
    },

    /** 'Already finished this program?': the 30 Day Challenge is marked completed, every day with it. */
    async markChallengeCompleted(actor: Actor, input: CourseIdInput): Promise<ChallengeCompleted> {
      assertCan(canTakeCourses(actor));
      const course = await courseFromBody(actor, input.course_id);
      if (course.course_type !== '30-day-challenge') throw ValidationError.field('course_id', t.notAChallenge);
      await db.transaction(async (tx) => {
        const assigned = await repo.assignCourse(tx, actor.userId, course.id, 0);
        const v = await loadUserCourseView(tx, actor, assigned.id, { lock: true });
        await saveProgress(tx, v, Object.fromEntries(courseItemIds(v.course).map((itemId) => [itemId, 'completed' as const])));
      });
      const userCourse = await assignAndPresent(actor, course.id);
      const catalogue = await this.listCatalogue(actor);
      return {
        user_course: userCourse,
        next_route: routeAfterChallenge(catalogue.map((c) => ({ id: c.id, paid_type: c.paid_type, payment_status: c.payment_status }))),
      };
    },

    async getPanelAnswers(actor: Actor, params: PanelParams): Promise<PanelAnswers> {
      assertCan(canTakeCourses(actor));
      const v = await loadUserCourseView(db, actor, params.id);
      assertCan(canOpenCourse(actor, v));
      const panel = locatePanel(v.course, params);
      const row = await repo.findPanelAnswers(db, v.uc.id, panel.id);
      return presentPanelAnswers(panel, params.itemId, row);
    },

    async savePanelAnswers(actor: Actor, params: PanelParams, input: PanelAnswersInput): Promise<PanelAnswers> {
      assertCan(canTakeCourses(actor));
      const v = await loadUserCourseView(db, actor, params.id);
      const panel = locatePanel(v.course, params);
      assertCan(canWorkOnItem(actor, v, params.itemId));
      const questions = panel.form!.questions;
      const errors: Record<string, string[]> = {};
      input.answers.forEach((a, k) => {
        if (!questions.some((q) => q.id === a.question_id)) errors[`answers.${k}.question_id`] = [m.invalid];
      });
      for (const q of questions) {
        const a = input.answers.find((x) => x.question_id === q.id);
        if (q.required && !a?.answer?.trim()) errors[`answers.${q.id}`] = [m.required];
      }
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const answers = questions.map((q) => ({
        question_id: q.id,
        answer: input.answers.find((x) => x.question_id === q.id)?.answer?.trim() || null,
      }));
      const row = await repo.upsertPanelAnswers(db, { userCourseId: v.uc.id, panelId: panel.id, lessonItemId: params.itemId, answers });
      return presentPanelAnswers(panel, params.itemId, row);
    },
  };
}

function locatePanel(course: Course, params: PanelParams) {
  const item = locateItem(course, params.lessonId, params.itemId);
  const panel = item.item_panels.find((p) => p.id === params.panelId);
  if (!panel) throw new NotFoundError();
  if (panel.panel_type !== 'form' || !panel.form) throw new NotFoundError(t.notAFormPanel);
  return panel;
}

export type CoursesService = ReturnType<typeof createCoursesService>;
