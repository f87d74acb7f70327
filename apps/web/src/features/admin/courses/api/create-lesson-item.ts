import { adminCoursesApiPaths as paths, type AdminCourseAnswer, type LessonItemBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useCourseWrite } from './use-course-write';

/** POST admin/courses/{id}/lessons/{lessonId}/items (a child item with parent_item_id). */
export function createLessonItem(v: { courseId: number; lessonId: number; body: LessonItemBody }): Promise<AdminCourseAnswer> {
  return api.post<AdminCourseAnswer>(paths.items(v.courseId, v.lessonId), v.body);
}

export const useCreateLessonItem = () => useCourseWrite(createLessonItem, 'Unable to add the item');
