/**
 * Where the courses calls live (catalogue, user courses, payments, scholarships, resources),
 * named once for the server's routes and the web's api/ files (relative to API_PREFIX). A file key
 * or setup intent id the web passes is encoded by the caller.
 */
export const coursesApiPaths = {
  /** GET (CatalogueCourse[]). */
  courses: 'courses',
  /** GET (CatalogueCourse). */
  course: (courseId: number) => `courses/${courseId}`,
  /** POST (UserCourse[]): the courses I am entitled to. */
  synchronize: 'user-courses/synchronize',
  /** GET (UserCourse[]). */
  userCourses: 'user-courses',
  /** GET (UserCourse). PUT (CourseProgressInput -> UserCourseAnswer). */
  userCourse: (id: number) => `user-courses/${id}`,
  /** GET (CourseProgress). */
  userCourseProgress: (id: number) => `user-courses/${id}/progress`,
  /** PUT (ItemProgressInput -> UserCourseAnswer). */
  item: (id: number, lessonId: number, itemId: number) => `user-courses/${id}/lessons/${lessonId}/items/${itemId}`,
  /** GET (PanelAnswers). POST (PanelAnswersInput -> PanelAnswersSaved). */
  panel: (id: number, lessonId: number, itemId: number, panelId: number) =>
    `user-courses/${id}/lessons/${lessonId}/items/${itemId}/panels/${panelId}`,
  /** GET (PlayerUrl). */
  player: (id: number, lessonId: number, itemId: number) => `user-courses/${id}/lessons/${lessonId}/items/${itemId}/player`,
  /** PUT (UserCourseAnswer). */
  restart: (id: number) => `user-courses/${id}/restart`,
  /** PATCH (CourseIdInput -> UserCourseAnswer). */
  courseSelect: 'course-select',
  /** PATCH (CourseIdInput -> MarkCompletedAnswer). */
  markCompleted: 'mark-completed',
  /** POST (SetupIntentInput -> SetupIntent). */
  setupIntent: (courseId: number, paymentInfoId: number) => `courses/${courseId}/course-payment-info/${paymentInfoId}/setup-intent`,
  /** POST (MarkPaidInput -> UserCourseAnswer). */
  markPaid: (id: number) => `user-courses/${id}/course-mark-paid`,
  /** POST (DevCardConfirmInput -> DevCardAnswer): the dev card provider. */
  devCardConfirm: (setupIntentId: string) => `payments/dev/setup-intents/${setupIntentId}/confirm`,
  /** POST (StoreVerifyInput -> StoreVerifyAnswer). */
  verifyPurchase: 'in-app/verify-purchase',
  /** POST (DevStorePurchaseInput -> DevStorePurchaseAnswer): the dev store. */
  devPurchase: 'in-app/dev-purchase',
  /** GET (Scholarship[]). POST (ScholarshipInput -> ScholarshipAnswer). */
  scholarships: 'user-scholarships',
  /** POST: Stripe's signed webhook (not in the document). */
  stripeWebhook: 'payments/stripe/webhook',
  /** GET (SignedUrl): a short-lived signed link to a course file. */
  signedResource: (itemId: number, type: string, fileKey: string) => `resources/signed/${itemId}/${type}/${fileKey}`,
  /** GET: a course file through its signed link (public; the link is the key). */
  resourceFile: (fileKey: string) => `resources/files/${fileKey}`,
  /** POST (VideoEventInput -> {message}). */
  videoEvents: 'analytics/video-events',
} as const;
