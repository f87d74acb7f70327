/**
 * The courses pages' own dynamic imports. The router reaches them through this one small chunk, so the
 * entry chunk (the /login first load) carries a single import for the whole area instead of one per page
 * with its dependency list; each page is still its own chunk.
 */
export const pageLoaders = {
  courses: () => import('./pages/courses-page').then((m) => ({ Component: m.CoursesPage })),
  course: () => import('./pages/course-page').then((m) => ({ Component: m.CoursePage })),
  detail: () => import('./pages/course-detail-page').then((m) => ({ Component: m.CourseDetailPage })),
  lessons: () => import('./pages/lessons-page').then((m) => ({ Component: m.LessonsPage })),
  itemDetails: () => import('./pages/item-details-page').then((m) => ({ Component: m.ItemDetailsPage })),
  item: () => import('./pages/item-page').then((m) => ({ Component: m.ItemPage })),
  processing: () => import('./pages/processing-page').then((m) => ({ Component: m.ProcessingPage })),
  inAppPurchase: () => import('./pages/in-app-purchase-page').then((m) => ({ Component: m.InAppPurchasePage })),
};
