import type { RouteObject } from 'react-router';

type PageName = keyof typeof import('./page-loaders').pageLoaders;
const page = (name: PageName) => () => import('./page-loaders').then((m) => m.pageLoaders[name]());

/** Courses, lessons, items and payment (spec 2 section 2.1); rendered inside the app shell, each page its own chunk. */
export const coursesAppRoutes: RouteObject[] = [
  { path: '/courses', lazy: page('courses') },
  { path: '/course', lazy: page('course') },
  { path: '/courses/:courseId/detail', lazy: page('detail') },
  { path: '/courses/:courseId/lessons', lazy: page('lessons') },
  { path: '/courses/:courseId/lessons/:lessonId/lesson-items/:lessonItemId/details', lazy: page('itemDetails') },
  { path: '/courses/:courseId/lessons/:lessonId/lesson-items/:lessonItemId', lazy: page('item') },
  { path: '/course/:courseId/lessons/:lessonId/lesson-items/:lessonItemId', lazy: page('item') },
  { path: '/courses/:courseId/processing/:paymentInfoId/couponCode/:couponCode', lazy: page('processing') },
  { path: '/in-app/purchase', lazy: page('inAppPurchase') },
];
