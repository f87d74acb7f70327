import { adminCoursesApiPaths as paths, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** DELETE admin/courses/{id}/lessons/{lessonId} (409 once a member has worked on it). */
export function deleteLesson(v: { courseId: number; lessonId: number }): Promise<AdminCourseAnswer> {
  return api.delete<AdminCourseAnswer>(paths.lesson(v.courseId, v.lessonId));
}

export const useDeleteLesson = () => useCourseWrite(deleteLesson, 'Unable to delete the lesson');
