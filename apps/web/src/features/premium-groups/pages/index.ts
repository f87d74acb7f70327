/** Every premium page, one lazy chunk (routes.tsx). */
export { ApplicationSteps } from './application-steps';
export { ApplicationSubmittedPage } from './application-submitted-page';
export { LogInMessagePage } from './log-in-message-page';
export { AdminPremiumApplicationsPage } from './admin-applications-page';
export { AdminPremiumLeaveChargesPage } from './admin-leave-charges-page';
export { PremiumGroupManagementPage } from './management-page';
export { PremiumPaymentPage } from './payment-page';
export { PremiumApplicationPage } from './premium-application-page';
