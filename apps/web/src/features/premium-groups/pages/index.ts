/** Every premium page, one lazy chunk (routes.tsx). */
export * from './application-pages';
export { AdminPremiumApplicationsPage } from './admin-applications-page';
export { AdminPremiumLeaveChargesPage } from './admin-leave-charges-page';
export { PremiumGroupManagementPage } from './management-page';
export { PremiumPaymentPage } from './payment-page';
export { PremiumApplicationPage } from './premium-application-page';
