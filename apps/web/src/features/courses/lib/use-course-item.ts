import { useEffect, useRef } from 'react';
import { coursesTexts as t, statusOnOpen, type UserCourse } from '@holdfast/shared/courses';
import { notify } from '@/lib/notify';
import { useListUserCourses } from '@/lib/api/list-user-courses';
import { useUpdateItemProgress } from '../api/update-item-progress';
import { canOpen, itemStatus } from './course-progress';

/** The user's assignment of a course, from the synchronized list. */
export function useUserCourseFor(courseId: number) {
  const list = useListUserCourses();
  const userCourse = list.data?.find((c) => c.course_id === courseId) ?? null;
  return { ...list, userCourse };
}

/** Opening an item that is not started sets it in-progress (spec 2 section 4.1), once per item. */
export function useMarkOpened(userCourse: UserCourse | null, lessonId: number, itemId: number) {
  const update = useUpdateItemProgress();
  const sent = useRef<number | null>(null);
  const mutate = update.mutate;
  useEffect(() => {
    if (!userCourse || sent.current === itemId || !userCourse.can_access) return;
    if (!canOpen(userCourse, itemId) || statusOnOpen(itemStatus(userCourse, itemId)) === null) return;
    sent.current = itemId;
    mutate(
      { userCourseId: userCourse.id, lessonId, itemId, progress_status: 'in-progress' },
      { onError: () => notify.error(t.updateItemStatusFailure) },
    );
  }, [userCourse, lessonId, itemId, mutate]);
}
