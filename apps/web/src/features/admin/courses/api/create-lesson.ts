import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type LessonBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** POST admin/courses/{id}/lessons. */
export function createLesson({ courseId, body }: { courseId: number; body: LessonBody }): Promise<AdminCourseAnswer> {
  return api.post<AdminCourseAnswer>(paths.lessons(courseId), body);
}

export const useCreateLesson = () => useCourseWrite(createLesson, 'Unable to add the lesson');
