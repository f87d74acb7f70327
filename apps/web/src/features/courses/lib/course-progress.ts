import {
  canOpenItem,
  statusOf,
  type Lesson,
  type LessonItem,
  type ProgressByItem,
  type ProgressStatus,
  type UserCourse,
} from '@holdfast/shared/courses';

/** The item status map the shared rules take, from a user course's lesson_progress. */
export function progressMap(userCourse: Pick<UserCourse, 'lesson_progress'> | null | undefined): ProgressByItem {
  const map: Record<number, ProgressStatus> = {};
  for (const lesson of userCourse?.lesson_progress ?? []) {
    for (const item of lesson.lesson_item_progress) map[item.lesson_item_id] = item.progress_status;
  }
  return map;
}

export function itemStatus(userCourse: UserCourse, itemId: number): ProgressStatus {
  return statusOf(progressMap(userCourse), itemId);
}

export function canOpen(userCourse: UserCourse, itemId: number): boolean {
  return canOpenItem(userCourse.course, itemId, progressMap(userCourse), userCourse.user_course_payment_info?.payment_status ?? null);
}

export interface FoundItem {
  lesson: Lesson;
  lessonIndex: number;
  item: LessonItem;
}

export function findLessonItem(userCourse: UserCourse, lessonId: number, itemId: number): FoundItem | null {
  const lessonIndex = userCourse.course.lessons.findIndex((l) => l.id === lessonId);
  const lesson = userCourse.course.lessons[lessonIndex];
  const item = lesson?.lesson_items.find((i) => i.id === itemId);
  return lesson && item ? { lesson, lessonIndex, item } : null;
}

/** Items grouped by week_number in reading order (items without a week form one group). */
export function groupByWeek(items: readonly LessonItem[]): { week: number | null; items: LessonItem[] }[] {
  const groups: { week: number | null; items: LessonItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.week === item.week_number) last.items.push(item);
    else groups.push({ week: item.week_number, items: [item] });
  }
  return groups;
}

/** Where an item opens: the newer details layout, or the older layout under /course (multicourse off). */
export function itemPath(courseId: number, lessonId: number, itemId: number, layout: 'details' | 'course' | 'courses' = 'details') {
  if (layout === 'course') return `/course/${courseId}/lessons/${lessonId}/lesson-items/${itemId}`;
  const base = `/courses/${courseId}/lessons/${lessonId}/lesson-items/${itemId}`;
  return layout === 'details' ? `${base}/details` : base;
}
