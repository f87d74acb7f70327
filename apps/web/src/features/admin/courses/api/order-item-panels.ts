import { adminCoursesApiPaths as paths, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT …/items/{itemId}/panels/order. */
export function orderItemPanels(v: { courseId: number; lessonId: number; itemId: number; ids: number[] }): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.panelsOrder(v.courseId, v.lessonId, v.itemId), { ids: v.ids });
}

export const useOrderItemPanels = () => useCourseWrite(orderItemPanels, 'Unable to save the order');
