import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type LessonItemBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** PUT admin/courses/{id}/lessons/{lessonId}/items/{itemId}. */
export function updateLessonItem(v: {
  courseId: number;
  lessonId: number;
  itemId: number;
  body: LessonItemBody;
}): Promise<AdminCourseAnswer> {
  return api.put<AdminCourseAnswer>(paths.item(v.courseId, v.lessonId, v.itemId), v.body);
}

export const useUpdateLessonItem = () => useCourseWrite(updateLessonItem, 'Unable to save the item');
