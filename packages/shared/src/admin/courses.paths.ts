/**
 * Where the courses editor's calls live (relative to API_PREFIX), named once for the server's routes
 * and the web's api/ files. Every write answers the whole course as the editor shows it (AdminCourseAnswer).
 */
export const adminCoursesApiPaths = {
  /** GET (AdminCourseSummary[]). POST (AdminCourseInput -> AdminCourseAnswer). */
  courses: 'admin/courses',
  /** PUT (OrderInput -> AdminCourseSummary[]): the catalogue's order. */
  coursesOrder: 'admin/courses/order',
  /** POST multipart `file` (a video, PDF or image; type from its bytes) -> CourseFileUploaded. */
  uploads: 'admin/courses/uploads',
  /** GET (AdminCourse). PUT (AdminCourseUpdateInput -> AdminCourseAnswer). */
  course: (id: number) => `admin/courses/${id}`,
  /** PUT (PublicationInput -> AdminCourseAnswer). */
  publication: (id: number) => `admin/courses/${id}/publication`,
  /** POST (LessonInput -> AdminCourseAnswer). */
  lessons: (id: number) => `admin/courses/${id}/lessons`,
  /** PUT (OrderInput -> AdminCourseAnswer). */
  lessonsOrder: (id: number) => `admin/courses/${id}/lessons/order`,
  /** PUT (LessonInput -> AdminCourseAnswer). DELETE (AdminCourseAnswer; 409 once a member has worked on it). */
  lesson: (id: number, lessonId: number) => `admin/courses/${id}/lessons/${lessonId}`,
  /** POST (LessonItemInput -> AdminCourseAnswer). */
  items: (id: number, lessonId: number) => `admin/courses/${id}/lessons/${lessonId}/items`,
  /** PUT (ItemOrderInput -> AdminCourseAnswer): the items of one parent (the lesson's, or an item's child items). */
  itemsOrder: (id: number, lessonId: number) => `admin/courses/${id}/lessons/${lessonId}/items/order`,
  /** PUT (LessonItemInput -> AdminCourseAnswer). DELETE (AdminCourseAnswer; 409 once answered). */
  item: (id: number, lessonId: number, itemId: number) => `admin/courses/${id}/lessons/${lessonId}/items/${itemId}`,
  /** POST (ItemPanelInput -> AdminCourseAnswer). */
  panels: (id: number, lessonId: number, itemId: number) => `admin/courses/${id}/lessons/${lessonId}/items/${itemId}/panels`,
  /** PUT (OrderInput -> AdminCourseAnswer). */
  panelsOrder: (id: number, lessonId: number, itemId: number) => `admin/courses/${id}/lessons/${lessonId}/items/${itemId}/panels/order`,
  /** PUT (ItemPanelInput -> AdminCourseAnswer). DELETE (AdminCourseAnswer; 409 once answered). */
  panel: (id: number, lessonId: number, itemId: number, panelId: number) =>
    `admin/courses/${id}/lessons/${lessonId}/items/${itemId}/panels/${panelId}`,
} as const;

/** The courses editor's pages (web). */
export const adminCoursesWebPaths = {
  courses: '/admin/courses',
  course: (id: number) => `/admin/courses/${id}`,
} as const;
