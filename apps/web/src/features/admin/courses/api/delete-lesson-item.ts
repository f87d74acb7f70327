import { adminCoursesApiPaths as paths, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** DELETE admin/courses/{id}/lessons/{lessonId}/items/{itemId} (409 once answered). */
export function deleteLessonItem(v: { courseId: number; lessonId: number; itemId: number }): Promise<AdminCourseAnswer> {
  return api.delete<AdminCourseAnswer>(paths.item(v.courseId, v.lessonId, v.itemId));
}

export const useDeleteLessonItem = () => useCourseWrite(deleteLessonItem, 'Unable to delete the item');
