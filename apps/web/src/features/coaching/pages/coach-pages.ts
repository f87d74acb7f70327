// The coach's pages of the coaching centre as one lazy chunk: one dynamic import in the router.
export { CoachLayout } from '../components/coach-layout';
export { ClientDetailPage } from './client-detail-page';
export { CoachingCenterPage } from './coaching-center-page';
export { MoreReportsPage } from './more-reports-page';
export { ResourcesPage } from './resources-page';
