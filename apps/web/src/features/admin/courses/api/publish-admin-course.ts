import { adminCoursesApiPaths as paths, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT admin/courses/{id}/publication. */
export function publishAdminCourse({ id, published }: { id: number; published: boolean }): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.publication(id), { published });
}

export const usePublishAdminCourse = () => useCourseWrite(publishAdminCourse, 'Unable to change the publication');
