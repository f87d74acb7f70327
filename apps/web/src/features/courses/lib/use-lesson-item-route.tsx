import type { ReactElement } from 'react';
import { Navigate, useParams } from 'react-router';
import { coursesTexts as t } from '@holdfast/shared/courses';
import { CoursesSkeleton, LoadError } from '../components/state-views';
import { canOpen, findLessonItem } from './course-progress';
import { useMarkOpened, useUserCourseFor } from './use-course-item';

/**
 * What both lesson item layouts share: the ids from the route, the user's course, marking the item
 * opened, and the page to show instead while loading, on failure, without access or for an unknown
 * item (`gate`). A page calls its own hooks, then returns `gate` when it is set.
 */
export function useLessonItemRoute() {
  const params = useParams();
  const courseId = Number(params.courseId);
  const lessonId = Number(params.lessonId);
  const itemId = Number(params.lessonItemId);
  const { userCourse, isError, isPending } = useUserCourseFor(courseId);
  useMarkOpened(userCourse, lessonId, itemId);

  const found = userCourse?.can_access ? findLessonItem(userCourse, lessonId, itemId) : null;
  let gate: ReactElement | null = null;
  if (isError) gate = <LoadError message={t.fetchCoursesFailure} />;
  else if (isPending) gate = <CoursesSkeleton label="Loading item" />;
  else if (!userCourse || !userCourse.can_access) gate = <Navigate to={`/courses/${courseId}/detail`} replace />;
  else if (!found) gate = <LoadError message="This lesson item was not found." />;

  if (gate || !userCourse || !found) return { gate: gate ?? <CoursesSkeleton label="Loading item" />, courseId, lessonId, itemId } as const;
  return {
    gate: null,
    courseId,
    lessonId,
    itemId,
    userCourse,
    lesson: found.lesson,
    item: found.item,
    locked: !canOpen(userCourse, itemId),
  } as const;
}
