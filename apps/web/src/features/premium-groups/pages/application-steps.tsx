import { Navigate, useLocation } from 'react-router';
import { premiumWebPaths as web } from '@holdfast/shared/premium-groups';
import { ApplicationFormPage } from './application-form-page';
import { ApplicationRegistrationPage } from './application-registration-page';
import { GuestEmailPage } from './guest-email-page';
import { GuestOtpPage } from './guest-otp-page';
import { LoginExistingAccountPage } from './login-existing-account-page';
import { SubmitPage } from './submit-page';

const STEPS: Record<string, () => React.JSX.Element> = {
  [web.applicationForm]: ApplicationFormPage,
  [web.applicationFormAlias]: ApplicationFormPage,
  [web.submit]: SubmitPage,
  [web.login]: LoginExistingAccountPage,
  [web.guest]: GuestEmailPage,
  [web.guestOtp]: GuestOtpPage,
  [web.registration]: ApplicationRegistrationPage,
};

/**
 * The form and its submit steps (spec 2.5), told apart here by path rather than by the app's route
 * table, which is in every first load (/login's budget); an unknown step goes back to the form.
 */
export function ApplicationSteps() {
  const Step = STEPS[useLocation().pathname.replace(/\/+$/, '')];
  return Step ? <Step /> : <Navigate to={web.applicationForm} replace />;
}
