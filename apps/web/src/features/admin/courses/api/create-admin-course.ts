import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type AdminCourseBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** POST admin/courses: a new course (a draft). */
export function createAdminCourse(body: AdminCourseBody): Promise<AdminCourseAnswer> {
  return api.post<AdminCourseAnswer>(paths.courses, body);
}

export const useCreateAdminCourse = () => useCourseWrite(createAdminCourse, 'Unable to create the course');
