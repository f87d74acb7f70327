import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type LessonBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT admin/courses/{id}/lessons/{lessonId}. */
export function updateLesson(v: { courseId: number; lessonId: number; body: LessonBody }): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.lesson(v.courseId, v.lessonId), v.body);
}

export const useUpdateLesson = () => useCourseWrite(updateLesson, 'Unable to save the lesson');
