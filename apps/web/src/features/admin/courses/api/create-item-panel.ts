import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type ItemPanelBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** POST …/items/{itemId}/panels. */
export function createItemPanel(v: {
  courseId: number;
  lessonId: number;
  itemId: number;
  body: ItemPanelBody;
}): Promise<AdminCourseAnswer> {
  return api.post<AdminCourseAnswer>(paths.panels(v.courseId, v.lessonId, v.itemId), v.body);
}

export const useCreateItemPanel = () => useCourseWrite(createItemPanel, 'Unable to add the panel');
