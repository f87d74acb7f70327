import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@holdfast/shared/common';
import {
  COURSE_AUDIT_ACTIONS as A,
  COURSE_UPLOAD_LIMITS_MB,
  adminCoursesTexts as t,
  type AdminCourse,
  type AdminCourseAnswer,
  type AdminCourseInput,
  type AdminCourseSummary,
  type AdminCourseUpdateInput,
  type AdminItemParams,
  type AdminLessonParams,
  type AdminPanelParams,
  type CourseFileKind,
  type CourseFileUploaded,
  type ItemOrderInput,
  type ItemPanelInput,
  type LessonInput,
  type LessonItemInput,
  type OrderInput,
  type PublicationInput,
} from '@holdfast/shared/admin';
import type { CourseType, LessonItem, PaidType, PanelForm } from '@holdfast/shared/courses';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { Upload } from '../../platform/http/multipart';
import { detectFileType } from '../../platform/storage/file-types';
import { reencodeImage } from '../../platform/storage/images';
import { insertAuditEntry } from '../accounts';
import * as admin from './courses-admin.repository';
import { COURSE_FILES_FOLDER, fileKeyOfStorageKey, findCourseFile } from './courses.files';
import { sanitizeCourseHtml } from './courses.html';
import { canEditCourses } from './courses.policy';
import { buildCourses } from './courses.presenter';
import * as repo from './courses.repository';
import type { PanelResource } from './courses.table';

/** A row as the audit log keeps it: its fields, without the bookkeeping timestamps. */
function snapshot(row: object | null): Record<string, unknown> | undefined {
  if (!row) return undefined;
  const { createdAt: _c, editedAt: _e, ...rest } = row as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

function slugify(name: string) {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'course'
  );
}

const newSlug = () => `admin-${randomBytes(12).toString('hex')}`;

/** The list of ids must be the current list reordered: each once, none missing, none foreign. */
function assertSameIds(current: number[], sent: number[]) {
  const unique = new Set(sent);
  if (unique.size !== sent.length || sent.length !== current.length || !current.every((id) => unique.has(id)))
    throw ValidationError.field('ids', t.orderMismatch);
}

const UPLOAD_KINDS: Record<string, CourseFileKind> = { 'video/webm': 'video', 'video/mp4': 'video', 'application/pdf': 'pdf' };

/** The console's courses editor: courses, lessons, items (and child items), panels, uploads. Every change is audited in its transaction. */
export function createCoursesAdminService(ctx: AppContext) {
  const db = ctx.db;

  async function load(conn: Db, courseId: number): Promise<AdminCourse> {
    const rows = await repo.loadCatalogue(conn, [courseId]);
    const [course] = buildCourses(rows);
    if (!course) throw new NotFoundError();
    return {
      course,
      published: rows.courses[0]!.published,
      answered_item_ids: await admin.listAnsweredItemIds(conn, courseId),
      answered_panel_ids: await admin.listAnsweredPanelIds(conn, courseId),
    };
  }

  /** One editor write: the course locked, the change and its audit row in one transaction, then the course as it is now. */
  async function write(
    actor: Actor,
    courseId: number,
    message: string,
    change: (tx: Db, current: AdminCourse, audit: (entry: AuditEntry) => Promise<void>) => Promise<void>,
  ): Promise<AdminCourseAnswer> {
    await db.transaction(async (tx) => {
      if (!(await admin.findCourseRow(tx, courseId, { lock: true }))) throw new NotFoundError();
      const current = await load(tx, courseId);
      await change(tx, current, (e) =>
        insertAuditEntry(tx, {
          actorId: actor.userId,
          action: e.action,
          targetUserId: null,
          targetKind: e.kind,
          targetId: e.id,
          before: snapshot(e.before ?? null),
          after: snapshot(e.after ?? null),
        }),
      );
    });
    return { message, ...(await load(db, courseId)) };
  }

  function lessonOf(current: AdminCourse, lessonId: number) {
    const lesson = current.course.lessons.find((l) => l.id === lessonId);
    if (!lesson) throw new NotFoundError();
    return lesson;
  }

  function itemOf(current: AdminCourse, lessonId: number, itemId: number): LessonItem {
    const lesson = lessonOf(current, lessonId);
    for (const item of lesson.lesson_items) {
      if (item.id === itemId) return item;
      const child = item.child_items.find((c) => c.id === itemId);
      if (child) return { ...child, child_items: [] };
    }
    throw new NotFoundError();
  }

  async function assertFilesExist(fields: Record<string, string | null>) {
    for (const [field, key] of Object.entries(fields))
      if (key && !(await findCourseFile(ctx.storage, key))) throw ValidationError.field(field, t.unknownFile);
  }

  /** Where a new or moved item may hang: top level, or under a top-level checkboxes item of the same lesson. */
  function assertParent(current: AdminCourse, lessonId: number, parentId: number | null, itemId?: number) {
    if (parentId === null) return;
    const parent = lessonOf(current, lessonId).lesson_items.find((i) => i.id === parentId);
    if (!parent || parent.id === itemId) throw ValidationError.field('parent_item_id', t.childOfChild);
    if (parent.item_type !== 'checkboxes') throw ValidationError.field('parent_item_id', t.noChildren);
  }

  function itemValues(input: LessonItemInput) {
    return {
      name: input.name,
      itemType: input.item_type,
      parentItemId: input.parent_item_id,
      weekNumber: input.week_number,
      fileKey: input.file_key,
      videoBeforeText: sanitizeCourseHtml(input.video_before_text),
      videoAfterText: sanitizeCourseHtml(input.video_after_text),
      reflectionQuestion: input.reflection_question,
      challengeDescription: input.challenge_description,
      resourceUrl: input.resource_url,
    };
  }

  /** A panel's stored form and resources: kept questions and resources keep their ids (members' answers name them). */
  function panelValues(input: ItemPanelInput, before: { form: PanelForm | null; resources: PanelResource[] } | null, formId: number) {
    let form: PanelForm | null = null;
    if (input.form) {
      const known = new Set((before?.form?.questions ?? []).map((q) => q.id));
      let next = Math.max(0, ...known, ...input.form.questions.map((q) => q.id ?? 0));
      form = {
        id: before?.form?.id ?? formId,
        title: input.form.title,
        questions: input.form.questions.map((q) => ({
          id: q.id !== undefined && known.has(q.id) ? q.id : ++next,
          question: q.question,
          input_type: q.input_type,
          required: q.required,
        })),
      };
    }
    const knownResources = new Set((before?.resources ?? []).map((r) => r.id));
    let nextResource = Math.max(0, ...knownResources);
    const resources: PanelResource[] = input.resources.map((r) => ({
      id: r.id !== undefined && knownResources.has(r.id) ? r.id : ++nextResource,
      name: r.name,
      resource_type: r.resource_type,
      external_link: r.external_link,
      file_url: r.file_url,
    }));
    return {
      name: input.name,
      panelType: input.panel_type,
      informationContent: sanitizeCourseHtml(input.information_content),
      form,
      resources,
    };
  }

  async function assertPanelFiles(input: ItemPanelInput) {
    for (const [i, r] of input.resources.entries())
      if (r.file_url && !(await findCourseFile(ctx.storage, r.file_url)))
        throw ValidationError.field(`resources.${i}.file_url`, t.unknownFile);
  }

  return {
    async listCourses(actor: Actor): Promise<AdminCourseSummary[]> {
      assertCan(canEditCourses(actor));
      return (await admin.listCourseSummaries(db)).map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        course_type: c.courseType as CourseType,
        paid_type: c.paidType as PaidType,
        position: c.position,
        published: c.published,
        lesson_count: c.lessonCount,
        member_count: c.memberCount,
      }));
    },

    async getCourse(actor: Actor, id: number): Promise<AdminCourse> {
      assertCan(canEditCourses(actor));
      return load(db, id);
    },

    /** A new course starts as a draft (unpublished), last in the catalogue. */
    async createCourse(actor: Actor, input: AdminCourseInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      const id = await db.transaction(async (tx) => {
        let slug = slugify(input.name);
        for (let n = 2; await admin.isCourseSlugTaken(tx, slug); n++) slug = `${slugify(input.name)}-${n}`;
        const row = await admin.insertCourse(tx, {
          slug,
          name: input.name,
          courseType: input.course_type,
          paidType: input.paid_type,
          summary: sanitizeCourseHtml(input.summary),
          expectationContent: sanitizeCourseHtml(input.expectation_content),
          completionContent: sanitizeCourseHtml(input.completion_content),
          formatType: input.course_type === '30-day-challenge' ? 'days' : 'weeks',
          duration: input.duration,
          position: await admin.nextCoursePosition(tx),
          published: false,
        });
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: A.created,
          targetUserId: null,
          targetKind: 'course',
          targetId: row.id,
          after: snapshot(row),
        });
        return row.id;
      });
      return { message: t.created, ...(await load(db, id)) };
    },

    async updateCourse(actor: Actor, id: number, input: AdminCourseUpdateInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, id, t.updated, async (tx, _current, audit) => {
        const before = await admin.findCourseRow(tx, id);
        await admin.updateCourse(tx, id, {
          name: input.name,
          paidType: input.paid_type,
          summary: sanitizeCourseHtml(input.summary),
          expectationContent: sanitizeCourseHtml(input.expectation_content),
          completionContent: sanitizeCourseHtml(input.completion_content),
          duration: input.duration,
        });
        await audit({ action: A.updated, kind: 'course', id, before, after: await admin.findCourseRow(tx, id) });
      });
    },

    async setPublished(actor: Actor, id: number, input: PublicationInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, id, input.published ? t.published : t.unpublished, async (tx, current, audit) => {
        await admin.updateCourse(tx, id, { published: input.published });
        await audit({
          action: input.published ? A.published : A.unpublished,
          kind: 'course',
          id,
          before: { published: current.published },
          after: { published: input.published },
        });
      });
    },

    async orderCourses(actor: Actor, input: OrderInput): Promise<AdminCourseSummary[]> {
      assertCan(canEditCourses(actor));
      await db.transaction(async (tx) => {
        const before = await admin.listCourseIds(tx);
        assertSameIds(before, input.ids);
        await admin.setCoursePositions(tx, input.ids);
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: A.reordered,
          targetUserId: null,
          targetKind: 'course',
          before: { ids: before },
          after: { ids: input.ids },
        });
      });
      return this.listCourses(actor);
    },

    // ----- lessons -----

    async createLesson(actor: Actor, courseId: number, input: LessonInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, courseId, t.lessonCreated, async (tx, _current, audit) => {
        const row = await admin.insertLesson(tx, { slug: newSlug(), courseId, name: input.name, audience: input.audience });
        await audit({ action: A.lessonCreated, kind: 'lesson', id: row.id, after: row });
      });
    },

    async updateLesson(actor: Actor, p: AdminLessonParams, input: LessonInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.lessonUpdated, async (tx, _current, audit) => {
        const before = await admin.findLessonRow(tx, p.id, p.lessonId);
        if (!before) throw new NotFoundError();
        await admin.updateLesson(tx, before.id, { name: input.name, audience: input.audience });
        await audit({
          action: A.lessonUpdated,
          kind: 'lesson',
          id: before.id,
          before,
          after: await admin.findLessonRow(tx, p.id, p.lessonId),
        });
      });
    },

    /** Only a lesson no member has worked on: deleting would take their progress and answers with it. */
    async deleteLesson(actor: Actor, p: AdminLessonParams): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.lessonDeleted, async (tx, current, audit) => {
        const lesson = lessonOf(current, p.lessonId);
        const ids = lesson.lesson_items.flatMap((i) => [i.id, ...i.child_items.map((c) => c.id)]);
        if (ids.some((id) => current.answered_item_ids.includes(id))) throw new ConflictError(t.answered, ERROR_CODES.alreadyAnswered);
        const before = await admin.findLessonRow(tx, p.id, p.lessonId);
        await admin.recordSeedRemovals(tx, [before!.slug]);
        await admin.deleteLesson(tx, lesson.id);
        await audit({ action: A.lessonDeleted, kind: 'lesson', id: lesson.id, before: { ...before, lesson_items: lesson.lesson_items } });
      });
    },

    async orderLessons(actor: Actor, courseId: number, input: OrderInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, courseId, t.reordered, async (tx, _current, audit) => {
        const before = await admin.listLessonIds(tx, courseId);
        assertSameIds(before, input.ids);
        await admin.setLessonPositions(tx, input.ids);
        await audit({ action: A.lessonsReordered, kind: 'course', id: courseId, before: { ids: before }, after: { ids: input.ids } });
      });
    },

    // ----- items -----

    async createItem(actor: Actor, p: AdminLessonParams, input: LessonItemInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.itemCreated, async (tx, current, audit) => {
        lessonOf(current, p.lessonId);
        assertParent(current, p.lessonId, input.parent_item_id);
        await assertFilesExist({ file_key: input.file_key, resource_url: input.resource_url });
        const row = await admin.insertItem(tx, { slug: newSlug(), lessonId: p.lessonId, ...itemValues(input) });
        await audit({ action: A.itemCreated, kind: 'lesson_item', id: row.id, after: row });
      });
    },

    async updateItem(actor: Actor, p: AdminItemParams, input: LessonItemInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.itemUpdated, async (tx, current, audit) => {
        const item = itemOf(current, p.lessonId, p.itemId);
        assertParent(current, p.lessonId, input.parent_item_id, item.id);
        // An item with child items stays a top-level checkboxes item (its children need it).
        if (item.child_items.length && (input.item_type !== 'checkboxes' || input.parent_item_id !== null))
          throw ValidationError.field('item_type', t.noChildren);
        await assertFilesExist({ file_key: input.file_key, resource_url: input.resource_url });
        const before = await admin.findItemRow(tx, p.lessonId, p.itemId);
        await admin.updateItem(tx, item.id, itemValues(input));
        // Moved to another parent: last there.
        if (before!.parentItemId !== input.parent_item_id) {
          const siblings = await admin.listSiblingItemIds(tx, p.lessonId, input.parent_item_id);
          await admin.setItemPositions(tx, [...siblings.filter((id) => id !== item.id), item.id]);
        }
        await audit({
          action: A.itemUpdated,
          kind: 'lesson_item',
          id: item.id,
          before,
          after: await admin.findItemRow(tx, p.lessonId, p.itemId),
        });
      });
    },

    /** Only an item (with its child items) no member has worked on. */
    async deleteItem(actor: Actor, p: AdminItemParams): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.itemDeleted, async (tx, current, audit) => {
        const item = itemOf(current, p.lessonId, p.itemId);
        const ids = [item.id, ...item.child_items.map((c) => c.id)];
        if (ids.some((id) => current.answered_item_ids.includes(id))) throw new ConflictError(t.answered, ERROR_CODES.alreadyAnswered);
        const before = await admin.findItemRow(tx, p.lessonId, p.itemId);
        await admin.recordSeedRemovals(tx, await admin.listSlugsOfItems(tx, ids));
        await admin.deleteItems(tx, ids);
        await audit({
          action: A.itemDeleted,
          kind: 'lesson_item',
          id: item.id,
          before: { ...before, item_panels: item.item_panels, child_items: item.child_items },
        });
      });
    },

    async orderItems(actor: Actor, p: AdminLessonParams, input: ItemOrderInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.reordered, async (tx, current, audit) => {
        lessonOf(current, p.lessonId);
        const before = await admin.listSiblingItemIds(tx, p.lessonId, input.parent_item_id);
        assertSameIds(before, input.ids);
        await admin.setItemPositions(tx, input.ids);
        await audit({
          action: A.itemsReordered,
          kind: 'lesson',
          id: p.lessonId,
          before: { parent_item_id: input.parent_item_id, ids: before },
          after: { parent_item_id: input.parent_item_id, ids: input.ids },
        });
      });
    },

    // ----- panels -----

    async createPanel(actor: Actor, p: AdminItemParams, input: ItemPanelInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.panelCreated, async (tx, current, audit) => {
        itemOf(current, p.lessonId, p.itemId);
        await assertPanelFiles(input);
        const row = await admin.insertPanel(tx, { slug: newSlug(), lessonItemId: p.itemId, ...panelValues(input, null, 0) });
        // A new form is numbered after its panel (form_id), as the seeded ones are numbered apart.
        if (row.form) await admin.updatePanel(tx, row.id, { form: { ...row.form, id: row.id } });
        await audit({ action: A.panelCreated, kind: 'item_panel', id: row.id, after: await admin.findPanelRow(tx, p.itemId, row.id) });
      });
    },

    async updatePanel(actor: Actor, p: AdminPanelParams, input: ItemPanelInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.panelUpdated, async (tx, current, audit) => {
        itemOf(current, p.lessonId, p.itemId);
        const before = await admin.findPanelRow(tx, p.itemId, p.panelId);
        if (!before) throw new NotFoundError();
        await assertPanelFiles(input);
        await admin.updatePanel(tx, before.id, panelValues(input, before, before.id));
        await audit({
          action: A.panelUpdated,
          kind: 'item_panel',
          id: before.id,
          before,
          after: await admin.findPanelRow(tx, p.itemId, p.panelId),
        });
      });
    },

    /** Only a panel no member has answered. */
    async deletePanel(actor: Actor, p: AdminPanelParams): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.panelDeleted, async (tx, current, audit) => {
        itemOf(current, p.lessonId, p.itemId);
        const before = await admin.findPanelRow(tx, p.itemId, p.panelId);
        if (!before) throw new NotFoundError();
        if (current.answered_panel_ids.includes(before.id)) throw new ConflictError(t.answered, ERROR_CODES.alreadyAnswered);
        await admin.recordSeedRemovals(tx, [before.slug]);
        await admin.deletePanel(tx, before.id);
        await audit({ action: A.panelDeleted, kind: 'item_panel', id: before.id, before });
      });
    },

    async orderPanels(actor: Actor, p: AdminItemParams, input: OrderInput): Promise<AdminCourseAnswer> {
      assertCan(canEditCourses(actor));
      return write(actor, p.id, t.reordered, async (tx, current, audit) => {
        itemOf(current, p.lessonId, p.itemId);
        const before = await admin.listPanelIds(tx, p.itemId);
        assertSameIds(before, input.ids);
        await admin.setPanelPositions(tx, input.ids);
        await audit({ action: A.panelsReordered, kind: 'lesson_item', id: p.itemId, before: { ids: before }, after: { ids: input.ids } });
      });
    },

    // ----- uploads -----

    /**
     * A video (WebM, MP4), PDF or image for an item or a panel resource, its type read from its bytes
     * (never its name or the type the browser sent), within its kind's size. Images are decoded and
     * encoded again (no metadata, no polyglot). The answer's file_key goes into an item or resource.
     */
    async upload(actor: Actor, file: Upload | null): Promise<CourseFileUploaded> {
      assertCan(canEditCourses(actor));
      if (!file) throw ValidationError.field('file', t.fileRequired);
      if (file.oversized) throw ValidationError.field('file', t.fileTooLarge(COURSE_UPLOAD_LIMITS_MB.video));
      const detected = await detectFileType(file.data);
      let kind: CourseFileKind | undefined = detected ? UPLOAD_KINDS[detected.mime] : undefined;
      let data = file.data;
      let contentType = detected?.mime ?? '';
      let extension = detected?.extension ?? '';
      if (!kind && detected?.mime.startsWith('image/')) {
        const image = await reencodeImage(file.data);
        if (!image) throw ValidationError.field('file', t.fileUnreadable);
        kind = 'image';
        data = image.data;
        contentType = image.contentType;
        extension = image.extension;
      }
      if (!kind) throw ValidationError.field('file', t.fileType);
      if (file.data.length > COURSE_UPLOAD_LIMITS_MB[kind] * 1024 * 1024)
        throw ValidationError.field('file', t.fileTooLarge(COURSE_UPLOAD_LIMITS_MB[kind]));
      let key: string;
      try {
        key = await ctx.storage.put(COURSE_FILES_FOLDER, extension, data, { contentType });
      } catch (error) {
        ctx.log.error({ err: error }, 'course file: the upload could not be stored');
        throw new AppError(503, t.fileSaveFailed);
      }
      const fileKey = fileKeyOfStorageKey(key);
      try {
        await db.transaction(async (tx) => {
          await insertAuditEntry(tx, {
            actorId: actor.userId,
            action: A.fileUploaded,
            targetUserId: null,
            targetKind: 'course_file',
            targetId: fileKey,
            after: { file_key: fileKey, kind, content_type: contentType, size: data.length },
          });
        });
      } catch (error) {
        await ctx.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return { message: t.uploaded, file_key: fileKey, kind, content_type: contentType, size: data.length };
    },
  };
}

interface AuditEntry {
  action: string;
  kind: 'course' | 'lesson' | 'lesson_item' | 'item_panel';
  id: number;
  before?: object | null;
  after?: object | null;
}

export type CoursesAdminService = ReturnType<typeof createCoursesAdminService>;
