import type { UserCourse } from '@holdfast/shared/courses';

/** Contract-shaped answers of the courses API for component tests. */
export function courseItem(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    lesson_id: 1,
    parent_item_id: null,
    position: id,
    name: `Item ${id}`,
    week_number: 1,
    item_type: 'info',
    file_key: null,
    video_before_text: null,
    video_after_text: null,
    reflection_question: null,
    challenge_description: null,
    resource: null,
    item_panels: [] as unknown[],
    child_items: [],
    ...extra,
  };
}

/** Course 7, 'Freedom Foundations': one lesson, 'Getting Started', holding `items`. */
export function course(items: ReturnType<typeof courseItem>[], summary = '') {
  return {
    id: 7,
    name: 'Freedom Foundations',
    slug: 'freedom-foundations',
    course_type: 'standard' as const,
    paid_type: 'free' as const,
    summary,
    completion_content: null,
    expectation_content: null,
    format_type: 'weeks',
    duration: '3 weeks',
    position: 2,
    lessons: [{ id: 1, course_id: 7, name: 'Getting Started', position: 1, audience: 'everyone' as const, lesson_items: items }],
    course_payment_info: [],
  };
}

/** User course 70 of `of`, with each item's progress status in lesson 1 as `statuses` says. */
export function userCourse(of: ReturnType<typeof course>, statuses: Record<number, string>, progressPercentage: number): UserCourse {
  return {
    id: 70,
    user_id: 1,
    course_id: 7,
    course: of,
    assigned_on: '2024-01-01T00:00:00.000Z',
    completed_on: null,
    progress_status: 'in-progress',
    order: 1,
    lesson_progress: [
      {
        lesson_id: 1,
        progress_status: 'in-progress',
        lesson_item_progress: Object.entries(statuses).map(([id, s]) => ({
          lesson_item_id: Number(id),
          progress_status: s,
          completed_on: null,
        })),
      },
    ],
    user_course_payment_info: null,
    progress_percentage: progressPercentage,
    can_access: true,
    next_step: null,
  } as unknown as UserCourse;
}
