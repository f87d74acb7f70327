import { API_PREFIX, type SignedLinkQuery, ERROR_CODES } from '@holdfast/shared/common';
import {
  SIGNED_URL_TTL_SECONDS,
  VIDEO_ITEM_TYPES,
  coursesTexts as t,
  findItem,
  type Course,
  type ItemParams,
  type LessonItem,
  type PlayerUrl,
  type SignedResourceType,
  type SignedResourceParams,
  type SignedUrl,
  type VideoEventInput,
  coursesApiPaths,
} from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import type { AppContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import type { UrlSigner } from '../../platform/resources/signed-urls';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { loadUserCourseView, type UserCourseView } from './courses.loader';
import { findCourseFile } from './courses.files';
import { canTakeCourses, canWorkOnItem } from './courses.policy';
import * as repo from './courses.repository';

function itemIn(course: Course, itemId: number): LessonItem | null {
  const pos = findItem(course, itemId);
  if (!pos) return null;
  const parent = course.lessons[pos.lessonIndex]!.lesson_items[pos.itemIndex]!;
  return pos.childIndex === null ? parent : (parent.child_items[pos.childIndex] as LessonItem);
}

/** Which file keys a resource type may name on an item. */
function keysFor(item: LessonItem, type: SignedResourceType): string[] {
  switch (type) {
    case 'lesson-item-video':
      return item.item_type === 'hosted-video' || item.item_type === 'video' ? [item.file_key ?? ''] : [];
    case 'day-video':
      return item.item_type === '30-day-video' ? [item.file_key ?? ''] : [];
    case 'lesson-item-pdf':
      return item.item_type === 'pdf-viewer' ? [item.file_key ?? ''] : [];
    case 'panel-resource':
      return [...item.item_panels.flatMap((p) => p.resources.map((r) => r.file_url ?? '')), item.resource?.file_url ?? ''];
  }
}

/** Signed resource URLs (bound to the user, expiring), the hosted-video player URL, and video analytics. */
export function createCourseResourcesService(ctx: AppContext, signer: UrlSigner) {
  const db = ctx.db;

  /** The user course holding the item, with the item open to the user (access and sequencing). */
  async function openItemView(actor: Actor, itemId: number): Promise<{ v: UserCourseView; item: LessonItem }> {
    const found = await repo.findItem(db, itemId);
    if (!found) throw new NotFoundError();
    const uc = await repo.findUserCourseByCourse(db, actor.userId, found.lesson.courseId);
    if (!uc) throw new NotFoundError();
    const v = await loadUserCourseView(db, actor, uc.id);
    const item = itemIn(v.course, itemId);
    if (!item) throw new NotFoundError();
    assertCan(canWorkOnItem(actor, v, itemId));
    return { v, item };
  }

  function sign(actor: Actor, fileKey: string) {
    const { url, expires } = signer.link(
      actor.userId,
      fileKey,
      `${API_PREFIX}/${coursesApiPaths.resourceFile(encodeURIComponent(fileKey))}`,
      SIGNED_URL_TTL_SECONDS,
    );
    return { url, expires_at: new Date(expires * 1000).toISOString() };
  }

  return {
    async signedUrl(actor: Actor, params: SignedResourceParams): Promise<SignedUrl> {
      assertCan(canTakeCourses(actor));
      const { item } = await openItemView(actor, params.itemId);
      if (!keysFor(item, params.type).includes(params.fileKey) || !(await findCourseFile(ctx.storage, params.fileKey)))
        throw new NotFoundError();
      const s = sign(actor, params.fileKey);
      return { signed_url: s.url, expires_at: s.expires_at };
    },

    /** GET user-courses/{id}/lessons/{l}/items/{i}/player: a playable URL for a video item. */
    async playerUrl(actor: Actor, params: ItemParams): Promise<PlayerUrl> {
      assertCan(canTakeCourses(actor));
      const v = await loadUserCourseView(db, actor, params.id);
      const item = itemIn(v.course, params.itemId);
      if (!item || item.lesson_id !== params.lessonId) throw new NotFoundError();
      assertCan(canWorkOnItem(actor, v, params.itemId));
      if (
        !(VIDEO_ITEM_TYPES as readonly string[]).includes(item.item_type) ||
        !item.file_key ||
        !(await findCourseFile(ctx.storage, item.file_key))
      )
        throw new NotFoundError();
      const s = sign(actor, item.file_key);
      return { player_url: s.url, expires_at: s.expires_at };
    },

    /**
     * The file behind a signed link. No bearer token (`<video>` and `<iframe>` cannot send one): the
     * signature, made for one user by signedUrl/playerUrl after their access check, expiring, is the permission.
     */
    async openFile(fileKey: string, q: SignedLinkQuery) {
      assertCan(signer.verifyLink(fileKey, q), t.linkExpired, ERROR_CODES.linkExpired);
      const file = await findCourseFile(ctx.storage, fileKey);
      if (!file) throw new NotFoundError();
      return file;
    },

    async recordVideoEvent(actor: Actor, input: VideoEventInput) {
      assertCan(canTakeCourses(actor));
      const found = await repo.findItem(db, input.lesson_item_id);
      if (!found || found.lesson.id !== input.lesson_id || found.lesson.courseId !== input.course_id)
        throw ValidationError.field('lesson_item_id', m.invalid);
      if (!(await repo.findUserCourseByCourse(db, actor.userId, input.course_id))) throw new NotFoundError();
      await repo.insertVideoEvent(db, {
        userId: actor.userId,
        courseId: input.course_id,
        lessonId: input.lesson_id,
        lessonItemId: input.lesson_item_id,
        event: input.event,
        lessonTitle: input.lesson_title ?? found.lesson.name,
        itemTitle: input.item_title ?? found.item.name,
        currentTime: input.current_time,
        targetTime: input.event === 'seek' ? (input.target_time ?? null) : null,
      });
    },
  };
}
export type CourseResourcesService = ReturnType<typeof createCourseResourcesService>;
