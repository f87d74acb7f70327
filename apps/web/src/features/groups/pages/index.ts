// The area's pages as one lazy chunk: one dynamic import in the router (each import there adds its
// preload list to the first load, which is at its budget).
export { AddGroupPage } from './add-group-page';
export { GroupCrashReportsPage } from './group-crash-reports-page';
export { GroupInfoPage } from './group-info-page';
export { GroupProgressPage } from './group-progress-page';
export { LeaderCrashReportPage } from './leader-crash-report-page';
export { LeadersPortalPage } from './leaders-portal-page';
export { MemberProgressPage } from './member-progress-page';
export { SmallGroupsPage } from './small-groups-page';
