/**
 * Every premium page behind one import: each import site adds its file list to the entry's
 * preload map, and /login's first load is within 1 KB of its budget (issue 14; web-perf).
 */
export * from './application-pages';
export { AdminPremiumApplicationsPage } from './admin-applications-page';
export { PremiumGroupManagementPage } from './management-page';
export { PremiumPaymentPage } from './payment-page';
export { PremiumApplicationPage } from './premium-application-page';
