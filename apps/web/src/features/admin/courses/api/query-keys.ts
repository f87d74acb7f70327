/** The courses editor's query keys; invalidate `adminCoursesKeys.all` to refresh them all. */
export const adminCoursesKeys = {
  all: ['admin-courses'] as const,
  list: () => [...adminCoursesKeys.all, 'list'] as const,
  course: (id: number) => [...adminCoursesKeys.all, 'course', id] as const,
};
