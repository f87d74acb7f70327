import { useNavigate } from 'react-router';
import { coursesTexts as t, type UserCourse } from '@holdfast/shared/courses';
import { notify } from '@/lib/notify';
import type { CatalogueCourse } from '@holdfast/shared/courses';
import { useUpdateCourseProgress } from '../api/update-course-progress';
import { CourseCard } from './course-card';

/** A catalogue course with the user's assignment, wired to where its button leads. */
export function CourseEntry({
  course,
  userCourse,
  multicourse,
}: {
  course: CatalogueCourse;
  userCourse: UserCourse | null;
  multicourse: boolean;
}) {
  const navigate = useNavigate();
  const start = useUpdateCourseProgress();
  const status = userCourse?.progress_status ?? null;
  const lessons = `/courses/${course.id}/lessons`;
  const detail = `/courses/${course.id}/detail`;
  const to = !userCourse || !userCourse.can_access ? detail : lessons;

  const handleStart = () =>
    start.mutate(
      { userCourseId: userCourse!.id, progress_status: 'in-progress' },
      {
        onSuccess: () => void navigate(lessons),
        onError: () => notify.error(t.updateCourseProgressFailure),
      },
    );

  return (
    <CourseCard
      name={course.name}
      courseType={course.course_type}
      paidType={course.paid_type}
      progressStatus={status}
      progressPercentage={userCourse?.progress_percentage ?? 0}
      multicourse={multicourse}
      to={to}
      onAction={userCourse && userCourse.can_access && status === 'not-started' ? handleStart : undefined}
      loading={start.isPending}
    />
  );
}
