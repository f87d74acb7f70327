import {
  CHECKBOX_ITEM_TYPES,
  ITEM_TYPES,
  type CourseType,
  type ItemType,
  type PaidType,
  type PaymentStatus,
  type ProgressStatus,
} from './courses.constants';
import { courseCardLabels, nextStepCardTitles, progressTexts } from './courses.texts';

/**
 * Pure rules of spec 2 section 4.1: sequencing and locking, next step, progress, access.
 * The shapes are the minimum the rules need, so both the API's answers and the server's rows fit.
 */
export interface RuleItem {
  id: number;
  item_type: string;
  /** Child items (a 'child-items' panel); an empty list means none. */
  child_items?: readonly RuleItem[];
}
export interface RuleLesson {
  id: number;
  lesson_items: readonly RuleItem[];
}
export interface RuleCourse {
  course_type: CourseType;
  lessons: readonly RuleLesson[];
}
/** Status of each lesson item (top-level and child) by item id; a missing id is not started. */
export type ProgressByItem = Readonly<Record<number, ProgressStatus | undefined>>;

export function statusOf(progress: ProgressByItem, itemId: number): ProgressStatus {
  return progress[itemId] ?? 'not-started';
}
export const isCompleted = (s: ProgressStatus | undefined) => s === 'completed';
export const isStarted = (s: ProgressStatus | undefined) => s !== undefined && s !== 'not-started';

export function isKnownItemType(type: string): type is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(type);
}
export function isCheckboxItem(type: string) {
  return (CHECKBOX_ITEM_TYPES as readonly string[]).includes(type);
}

/** Every item id of a lesson, child items included. */
export function lessonItemIds(lesson: RuleLesson): number[] {
  return lesson.lesson_items.flatMap((i) => [i.id, ...(i.child_items ?? []).map((c) => c.id)]);
}
export function courseItemIds(course: RuleCourse): number[] {
  return course.lessons.flatMap(lessonItemIds);
}

/** An item counts as done when it and all its child items are completed. */
export function isItemDone(item: RuleItem, progress: ProgressByItem): boolean {
  return isCompleted(statusOf(progress, item.id)) && (item.child_items ?? []).every((c) => isCompleted(statusOf(progress, c.id)));
}

export function lessonStatus(lesson: RuleLesson, progress: ProgressByItem): ProgressStatus {
  const ids = lessonItemIds(lesson);
  if (ids.length > 0 && ids.every((id) => isCompleted(statusOf(progress, id)))) return 'completed';
  return ids.some((id) => isStarted(statusOf(progress, id))) ? 'in-progress' : 'not-started';
}
export const isLessonCompleted = (lesson: RuleLesson, progress: ProgressByItem) => lessonStatus(lesson, progress) === 'completed';

/** Course status derived from its items: completed when every item (children included) is completed. */
export function courseStatus(course: RuleCourse, progress: ProgressByItem): ProgressStatus {
  const ids = courseItemIds(course);
  if (ids.length > 0 && ids.every((id) => isCompleted(statusOf(progress, id)))) return 'completed';
  return ids.some((id) => isStarted(statusOf(progress, id))) ? 'in-progress' : 'not-started';
}

/**
 * The first lesson is open; a later one (a later day) only when the previous one is completed,
 * and so (transitively) every one before it: an un-ticked child early on locks all later days.
 */
export function isLessonUnlocked(course: RuleCourse, lessonIndex: number, progress: ProgressByItem): boolean {
  if (lessonIndex <= 0) return true;
  if (lessonIndex > course.lessons.length) return false;
  return course.lessons.slice(0, lessonIndex).every((previous) => isLessonCompleted(previous, progress));
}

export interface ItemPosition {
  lessonIndex: number;
  itemIndex: number;
  /** Index among the parent's child items; null for a top-level item. */
  childIndex: number | null;
}

export function findItem(course: RuleCourse, itemId: number): ItemPosition | null {
  for (const [lessonIndex, lesson] of course.lessons.entries()) {
    for (const [itemIndex, item] of lesson.lesson_items.entries()) {
      if (item.id === itemId) return { lessonIndex, itemIndex, childIndex: null };
      const childIndex = (item.child_items ?? []).findIndex((c) => c.id === itemId);
      if (childIndex >= 0) return { lessonIndex, itemIndex, childIndex };
    }
  }
  return null;
}

/**
 * Sequencing (spec 2 section 4.1). Standard course: the first item of the first lesson is open; a later
 * item needs the previous items completed; the first item of a later lesson needs the previous lesson
 * completed. Day challenge: an item is locked unless the previous day is completed. A child item needs
 * its parent started and the parent itself open (its preceding item completed).
 */
export function isItemUnlocked(course: RuleCourse, itemId: number, progress: ProgressByItem): boolean {
  const pos = findItem(course, itemId);
  if (!pos) return false;
  const lesson = course.lessons[pos.lessonIndex]!;
  const parent = lesson.lesson_items[pos.itemIndex]!;
  if (pos.childIndex !== null) {
    return isItemUnlocked(course, parent.id, progress) && isStarted(statusOf(progress, parent.id));
  }
  if (!isLessonUnlocked(course, pos.lessonIndex, progress)) return false;
  if (course.course_type === '30-day-challenge' || pos.itemIndex === 0) return true;
  // The previous item completed, and so (transitively) every one before it: a parent put back to
  // waiting by an un-ticked child locks all the items after it, not only the next one.
  return lesson.lesson_items.slice(0, pos.itemIndex).every((previous) => isCompleted(statusOf(progress, previous.id)));
}

/** Free is always accessible; paid needs payment status paid or paused. */
export function canAccessCourse(paidType: PaidType, paymentStatus: PaymentStatus | null | undefined): boolean {
  if (paidType === 'free') return true;
  return paymentStatus === 'paid' || paymentStatus === 'paused';
}

/** Whether an item may be opened or changed: course access, sequencing, and a paused payment locks not-started items. */
export function canOpenItem(
  course: RuleCourse & { paid_type: PaidType },
  itemId: number,
  progress: ProgressByItem,
  paymentStatus: PaymentStatus | null | undefined,
): boolean {
  if (!canAccessCourse(course.paid_type, paymentStatus)) return false;
  if (course.paid_type === 'paid' && paymentStatus === 'paused' && !isStarted(statusOf(progress, itemId))) return false;
  return isItemUnlocked(course, itemId, progress);
}

/** Opening an item not started (or without progress) sets it in-progress; otherwise nothing changes. */
export function statusOnOpen(current: ProgressStatus | undefined): ProgressStatus | null {
  return current === undefined || current === 'not-started' ? 'in-progress' : null;
}

/** A checkbox item toggles between completed and in-progress. */
export function toggleCheckbox(current: ProgressStatus | undefined): ProgressStatus {
  return current === 'completed' ? 'in-progress' : 'completed';
}

/**
 * The status stored when `requested` is asked for an item. Completing a parent whose children are not all
 * completed gives 'completed-with-child-pending'; only a checkbox may go back from completed to in-progress;
 * nothing goes back to not-started (that is what restart is for).
 */
export function resolveItemStatus(
  item: RuleItem,
  current: ProgressStatus | undefined,
  requested: 'in-progress' | 'completed',
  progress: ProgressByItem,
): ProgressStatus {
  if (requested === 'completed') {
    const childrenDone = (item.child_items ?? []).every((c) => isCompleted(statusOf(progress, c.id)));
    return childrenDone ? 'completed' : 'completed-with-child-pending';
  }
  if (current === 'completed' || current === 'completed-with-child-pending') {
    return isCheckboxItem(item.item_type) ? 'in-progress' : current;
  }
  return 'in-progress';
}

/**
 * Applies a status change to an item and settles its parent both ways: a parent waiting on its
 * children becomes completed once the last child is, and a completed parent goes back to
 * completed-with-child-pending when a child is un-ticked (so the items after it lock again, as
 * sequencing needs the parent completed). Returns the new progress map (the input is not changed).
 */
export function applyItemStatus(
  course: RuleCourse,
  itemId: number,
  requested: 'in-progress' | 'completed',
  progress: ProgressByItem,
): Record<number, ProgressStatus | undefined> {
  const pos = findItem(course, itemId);
  if (!pos) return { ...progress };
  const parent = course.lessons[pos.lessonIndex]!.lesson_items[pos.itemIndex]!;
  const item = pos.childIndex === null ? parent : parent.child_items![pos.childIndex]!;
  const next: Record<number, ProgressStatus | undefined> = { ...progress };
  next[itemId] = resolveItemStatus(item, statusOf(progress, itemId), requested, progress);
  if (pos.childIndex !== null) {
    const parentStatus = statusOf(next, parent.id);
    const childrenDone = (parent.child_items ?? []).every((c) => isCompleted(statusOf(next, c.id)));
    if (parentStatus === 'completed-with-child-pending' && childrenDone) next[parent.id] = 'completed';
    if (parentStatus === 'completed' && !childrenDone) next[parent.id] = 'completed-with-child-pending';
  }
  return next;
}

/** Starting a not-started course marks its first lesson item in-progress. */
export function progressOnStart(course: RuleCourse, progress: ProgressByItem): Record<number, ProgressStatus | undefined> {
  const first = course.lessons[0]?.lesson_items[0];
  if (!first || isStarted(statusOf(progress, first.id))) return { ...progress };
  return { ...progress, [first.id]: 'in-progress' };
}

/** Restart: only when confirmed ('Are you sure you want to restart the entire course?'); everything starts over. */
export function restartProgress(
  course: RuleCourse,
  progress: ProgressByItem,
  confirmed: boolean,
): Record<number, ProgressStatus | undefined> {
  if (!confirmed) return { ...progress };
  return progressOnStart(course, {});
}

/** Completed items, child items included, over the total of items plus child items; 0..100. */
export function progressPercentage(course: RuleCourse, progress: ProgressByItem): number {
  const ids = courseItemIds(course);
  if (ids.length === 0) return 0;
  const done = ids.filter((id) => isCompleted(statusOf(progress, id))).length;
  return (done / ids.length) * 100;
}

/**
 * Multicourse on: whole-number percent (rounded down, so 100 only when everything is done) with a cup at 100.
 * Off: two decimals.
 */
export function formatProgress(percent: number, multicourse: boolean): { text: string; showCup: boolean } {
  const p = Math.min(100, Math.max(0, percent));
  if (multicourse) {
    const whole = Math.floor(p + 1e-9);
    return { text: `${whole}%`, showCup: whole === 100 };
  }
  return { text: `${(Math.floor(p * 100 + 1e-7) / 100).toFixed(2)}%`, showCup: false };
}

export type NextStepCard = keyof typeof nextStepCardTitles;
export interface NextStep {
  lesson_id: number;
  lesson_item_id: number;
  item_type: string;
  card: NextStepCard;
}

/** The card a next step shows: info and hosted-video 'New Video', checkboxes 'New Check Item', video a video card. */
export function nextStepCard(itemType: string): NextStepCard {
  if (isCheckboxItem(itemType)) return 'new-check-item';
  if (itemType === 'video' || itemType === '30-day-video') return 'video';
  return 'new-video';
}

/** First lesson not completed, then its first item not done; null means 'All Steps Completed'. */
export function nextStep(course: RuleCourse, progress: ProgressByItem): NextStep | null {
  for (const lesson of course.lessons) {
    if (isLessonCompleted(lesson, progress)) continue;
    const item = lesson.lesson_items.find((i) => !isItemDone(i, progress));
    if (item) return { lesson_id: lesson.id, lesson_item_id: item.id, item_type: item.item_type, card: nextStepCard(item.item_type) };
  }
  return null;
}

/** Initially open lesson of the accordion: the first lesson not completed. */
export function initiallyOpenLessonId(course: RuleCourse, progress: ProgressByItem): number | null {
  return course.lessons.find((l) => !isLessonCompleted(l, progress))?.id ?? null;
}

/** Lesson colour: primary for the first lesson or when the previous lesson is completed, otherwise medium. */
export function lessonColor(course: RuleCourse, lessonIndex: number, progress: ProgressByItem): 'primary' | 'medium' {
  return isLessonUnlocked(course, lessonIndex, progress) ? 'primary' : 'medium';
}

export interface ItemRef {
  lesson_id: number;
  lesson_item_id: number;
}

/** Top-level items in reading order (Previous/Next walk these). */
export function itemSequence(course: RuleCourse): ItemRef[] {
  return course.lessons.flatMap((l) => l.lesson_items.map((i) => ({ lesson_id: l.id, lesson_item_id: i.id })));
}
/** Next item, or null on the last item of the last lesson ('Complete Course'). */
export function nextItem(course: RuleCourse, itemId: number): ItemRef | null {
  const seq = itemSequence(course);
  const i = seq.findIndex((r) => r.lesson_item_id === itemId);
  return i >= 0 ? (seq[i + 1] ?? null) : null;
}
export function previousItem(course: RuleCourse, itemId: number): ItemRef | null {
  const seq = itemSequence(course);
  const i = seq.findIndex((r) => r.lesson_item_id === itemId);
  return i > 0 ? seq[i - 1]! : null;
}

export interface CourseCardState {
  course_type: CourseType;
  /** null when the course is not assigned to the user. */
  progress_status: ProgressStatus | null;
}

export function courseCardLabel(s: CourseCardState): string {
  if (s.progress_status === null)
    return s.course_type === '30-day-challenge' ? courseCardLabels.notAssignedChallenge : courseCardLabels.notAssigned;
  if (s.progress_status === 'not-started') return courseCardLabels.notStarted;
  if (s.progress_status === 'completed') return courseCardLabels.completed;
  return courseCardLabels.inProgress;
}

export function progressText(status: ProgressStatus | null): string {
  if (status === 'completed') return progressTexts.completed;
  if (status === null || status === 'not-started') return progressTexts.notStarted;
  return progressTexts.inProgress;
}

/** 'completed-with-child-pending' is shown as In Progress. */
export function progressStatusLabel(status: ProgressStatus): string {
  return {
    'not-started': 'Not Started',
    'in-progress': 'In Progress',
    completed: 'Completed',
    'completed-with-child-pending': 'In Progress',
  }[status];
}

/** 'N Videos, N Actions' (singular for 1, as '1 Day' elsewhere): videos are the video item types, actions everything else. */
export function itemCounts(lesson: RuleLesson): { videos: number; actions: number; text: string } {
  const videoTypes = ['hosted-video', 'video', '30-day-video'];
  const videos = lesson.lesson_items.filter((i) => videoTypes.includes(i.item_type)).length;
  const actions = lesson.lesson_items.length - videos;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return { videos, actions, text: `${count(videos, 'Video')}, ${count(actions, 'Action')}` };
}

/** Price text: amount in cents / 100 with two decimals; one-time 'for lifetime access', monthly '/ month'. */
export function formatPrice(amountCents: number, type: 'one-time' | 'monthly'): { amount: string; suffix: string } {
  return { amount: `$${(amountCents / 100).toFixed(2)}`, suffix: type === 'monthly' ? '/ month' : 'for lifetime access' };
}

export interface ChallengeFollowUpCourse {
  id: number;
  paid_type: PaidType;
  payment_status: PaymentStatus | null;
}
/** After a day challenge: the detail page of the first paid course without payment, else /courses. */
export function routeAfterChallenge(courses: readonly ChallengeFollowUpCourse[]): string {
  const target = courses.find((c) => c.paid_type === 'paid' && !canAccessCourse('paid', c.payment_status));
  return target ? `/courses/${target.id}/detail` : '/courses';
}

/** A card is good through the last day of its expiry month (UTC); from the next month on it has expired. */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expYear < y || (expYear === y && expMonth < m);
}
