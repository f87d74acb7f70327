import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type AdminCourseUpdateBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT admin/courses/{id}. */
export function updateAdminCourse({ id, body }: { id: number; body: AdminCourseUpdateBody }): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.course(id), body);
}

export const useUpdateAdminCourse = () => useCourseWrite(updateAdminCourse, 'Unable to save the course');
