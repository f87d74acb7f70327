import { adminCoursesApiPaths as paths, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** DELETE …/items/{itemId}/panels/{panelId} (409 once answered). */
export function deleteItemPanel(v: { courseId: number; lessonId: number; itemId: number; panelId: number }): Promise<AdminCourseAnswer> {
  return api.delete<AdminCourseAnswer>(paths.panel(v.courseId, v.lessonId, v.itemId, v.panelId));
}

export const useDeleteItemPanel = () => useCourseWrite(deleteItemPanel, 'Unable to delete the panel');
