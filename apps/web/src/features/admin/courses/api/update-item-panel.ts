import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type ItemPanelBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT …/items/{itemId}/panels/{panelId}. */
export function updateItemPanel(v: {
  courseId: number;
  lessonId: number;
  itemId: number;
  panelId: number;
  body: ItemPanelBody;
}): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.panel(v.courseId, v.lessonId, v.itemId, v.panelId), v.body);
}

export const useUpdateItemPanel = () => useCourseWrite(updateItemPanel, 'Unable to save the panel');
