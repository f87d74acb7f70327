import { adminCoursesApiPaths as paths, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT admin/courses/{id}/lessons/order. */
export function orderLessons(v: { courseId: number; ids: number[] }): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.lessonsOrder(v.courseId), { ids: v.ids });
}

export const useOrderLessons = () => useCourseWrite(orderLessons, 'Unable to save the order');
