import { adminCoursesApiPaths as paths, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT admin/courses/{id}/lessons/{lessonId}/items/order: the items of one parent (null: the lesson's). */
export function orderLessonItems(v: {
  courseId: number;
  lessonId: number;
  parentItemId: number | null;
  ids: number[];
}): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.itemsOrder(v.courseId, v.lessonId), { ids: v.ids, parent_item_id: v.parentItemId });
}

export const useOrderLessonItems = () => useCourseWrite(orderLessonItems, 'Unable to save the order');
