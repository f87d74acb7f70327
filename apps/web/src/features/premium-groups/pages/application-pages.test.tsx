import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { TOKEN_KEY } from '@/lib/token-store';
import { mockApi, renderRoutes, signIn } from '@/test/render';
import { saveDraft, EMPTY_APPLICATION, type ApplicationValues } from '../lib/application-draft';
import { ApplicationFormPage } from './application-form-page';
import { ApplicationRegistrationPage } from './application-registration-page';
import { ApplicationSteps } from './application-steps';
import { ApplicationSubmittedPage } from './application-submitted-page';
import { GuestEmailPage } from './guest-email-page';
import { GuestOtpPage } from './guest-otp-page';
import { LoginExistingAccountPage } from './login-existing-account-page';
import { SubmitPage } from './submit-page';

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.findLast(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};
const posts = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.filter(([, init]) => init?.method === 'POST');

const FILLED: ApplicationValues = {
  ...EMPTY_APPLICATION,
  name: 'Jo Banks',
  gender: 'male',
  is_married: 'yes',
  in_ministry: 'no',
  timezone: 'America/Chicago',
  hope_to_gain: 'Freedom',
  will_add_to_group: 'Honesty',
  relationship_with_god: 'Growing',
  reason_not_attend_weekly: 'None',
  meeting_time: ['T-7:30-9:00PM(CST)'],
  confidentiality_agreement: true,
  daily_practice_commitment: true,
  able_to_use_zoom: 'yes',
  phone_number: '555 0100',
  email: 'jo@example.org',
};

const application = { id: 41, status: 'group-selection-pending', status_label: 'In Group Selection' };

const routes = [
  { path: '/premium-groups-application', element: <ApplicationFormPage /> },
  { path: '/premium-groups/applications/submit', element: <SubmitPage /> },
  { path: '/premium-groups/applications/submit/user/login', element: <LoginExistingAccountPage /> },
  { path: '/premium-groups/applications/submit/guest/user', element: <GuestEmailPage /> },
  { path: '/premium-groups/applications/submit/guest/user/otp', element: <GuestOtpPage /> },
  { path: '/premium-groups/applications/submit/registration', element: <ApplicationRegistrationPage /> },
  { path: '/success-message', element: <ApplicationSubmittedPage /> },
];

/** Types a whole answer at once (a paste): the long form stays quick on a loaded machine. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function answerRadio(user: UserEvent, group: string, option: string) {
  await user.click(screen.getByRole('radiogroup', { name: new RegExp(group) }).querySelector(`input[value="${option}"]`)!);
}

describe('Application Details', () => {
  it('an empty submit marks every required field and says "Please submit the form"; nothing is sent', async () => {
    const user = userEvent.setup();
    const spy = mockApi({ 'GET timezones': [200, [{ id: 1, name: 'America/Chicago' }]] });
    const { router } = renderRoutes(routes, '/premium-groups-application');
    expect(await screen.findByRole('heading', { name: t.applicationDetails })).toBeInTheDocument();
    expect(screen.getByText(t.priceText)).toBeInTheDocument();
    for (const o of [
      'M-11-12:30PM(CST)',
      'T-6:00-7:30AM(CST)',
      'T-7:30-9:00PM(CST)',
      'W-7:00-8:30PM(CST)',
      'Not available at any of these times.',
    ])
      expect(screen.getByRole('checkbox', { name: o })).toBeInTheDocument();
    // The ministry leaders' question waits for 'in ministry'.
    expect(screen.queryByRole('radiogroup', { name: /ministry leaders/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(t.pleaseSubmitForm)).toBeInTheDocument();
    // 14 required answers (spec 5) less the two agreements, which say it on their checkbox too.
    expect(screen.getAllByText(m.required).length).toBeGreaterThanOrEqual(12);
    expect(router.state.location.pathname).toBe('/premium-groups-application');
    expect(posts(spy)).toHaveLength(0);

    await answerRadio(user, 'Are you in ministry', 'yes');
    expect(await screen.findByRole('radiogroup', { name: /ministry leaders/ })).toBeInTheDocument();
  });

  it('a complete form goes to the submit step with the answers kept', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET timezones': [500, { message: 'down' }] });
    const { router } = renderRoutes(routes, '/premium-groups-application');
    await screen.findByRole('heading', { name: t.applicationDetails });
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Jo Banks');
    await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'jo@example.org');
    await fill(user, screen.getByRole('textbox', { name: /^Phone number/ }), '555 0100');
    // Time zones failed to load: a text field takes the answer.
    await fill(user, await screen.findByRole('textbox', { name: /^Time zone/ }), 'America/Chicago');
    await answerRadio(user, 'Gender', 'male');
    await answerRadio(user, 'Are you married', 'no');
    await answerRadio(user, 'Are you in ministry', 'no');
    await fill(user, screen.getByRole('textbox', { name: /hope to gain/ }), 'Freedom');
    await fill(user, screen.getByRole('textbox', { name: /add to the group/ }), 'Honesty');
    await fill(user, screen.getByRole('textbox', { name: /relationship with God/ }), 'Growing');
    await fill(user, screen.getByRole('textbox', { name: /not attend weekly/ }), 'None');
    await user.click(screen.getByRole('checkbox', { name: 'W-7:00-8:30PM(CST)' }));
    await answerRadio(user, 'Zoom', 'yes');
    await user.click(screen.getByRole('checkbox', { name: /confidential/ }));
    await user.click(screen.getByRole('checkbox', { name: /daily practices/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premium-groups/applications/submit'));
    expect(await screen.findByRole('link', { name: /Continue as a guest/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /I have an account/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create an account/ })).toBeInTheDocument();
  });
});

describe('the submit step', () => {
  it('sends the applicant back to the form when there are no answers', async () => {
    mockApi({ 'GET timezones': [200, []] });
    const { router } = renderRoutes(routes, '/premium-groups/applications/submit/guest/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/premium-groups-application'));
  });

  it('a guest gives an e-mail, types the mailed code into six boxes, and reaches Application Submitted', async () => {
    const user = userEvent.setup();
    saveDraft(FILLED);
    const spy = mockApi({
      'POST premium-groups/applications/guest': [201, { id: 41, guest_email: 'jo@example.org', message: t.otpSent }],
      'POST premium-groups/applications/guest/resend-otp': [200, { message: t.otpResent }],
      'POST premium-groups/applications/guest/verify': (init) =>
        JSON.parse(String(init!.body)).otp === '123456'
          ? [200, { message: t.formFilled, item: application }]
          : [422, { message: t.otpWrong, errors: { otp: [t.otpWrong] } }],
    });
    const { router } = renderRoutes(routes, '/premium-groups/applications/submit/guest/user');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(m.email)).toBeInTheDocument();
    expect(posts(spy)).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'jo@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premium-groups/applications/submit/guest/user/otp'));
    expect(router.state.location.search).toBe('?id=41&guest_email=jo%40example.org');
    const sent = bodyOf(spy, 'POST', 'premium-groups/applications/guest');
    expect(sent).toMatchObject({
      guest_email: 'jo@example.org',
      name: 'Jo Banks',
      gender: 'male',
      meeting_time: ['T-7:30-9:00PM(CST)'],
      confidentiality_agreement: true,
    });
    expect(sent).not.toHaveProperty('is_in_ministry_leader_group');

    // Too short: the shared rule's message; then a wrong code: the API's.
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(t.otpFormat)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 3 of 6' }));
    await user.keyboard('9999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(t.otpWrong)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(t.otpResent)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'guest/resend-otp')).toEqual({ id: 41, email: 'jo@example.org' });

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-message'));
    expect(await screen.findByRole('heading', { name: t.applicationSubmitted })).toBeInTheDocument();
    expect(screen.getByText(t.confirmationWillBeSent)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'guest/verify')).toEqual({ id: 41, otp: '123456' });
    // The answers are gone once sent.
    expect(sessionStorage.length).toBe(0);
  });

  it('the mailed link fills the six boxes', async () => {
    const user = userEvent.setup();
    const spy = mockApi({ 'POST premium-groups/applications/guest/verify': [200, { message: t.formFilled, item: application }] });
    const { router } = renderRoutes(
      routes,
      '/premium-groups/applications/submit/guest/user/otp?id=41&guest_email=jo%40example.org&otp=654321',
    );
    expect(await screen.findByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-message'));
    expect(bodyOf(spy, 'POST', 'guest/verify')).toEqual({ id: 41, otp: '654321' });
  });

  it('a failed resend says "OTP not verified"', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST premium-groups/applications/guest/resend-otp': [500, { message: 'boom' }] });
    renderRoutes(routes, '/premium-groups/applications/submit/guest/user/otp?id=41&guest_email=jo%40example.org');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(t.otpNotVerified)).toBeInTheDocument();
  });

  it('an existing user signs in and the application is sent from that account', async () => {
    const user = userEvent.setup();
    saveDraft(FILLED);
    const spy = mockApi({
      'POST oauth/token': [200, { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 }],
      'POST premium-groups/applications': [201, { message: t.formFilled, item: application }],
    });
    const { router } = renderRoutes(routes, '/premium-groups/applications/submit/user/login');
    await user.click(await screen.findByRole('button', { name: 'Login and submit' }));
    expect(await screen.findAllByText(m.required)).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'jo@example.org');
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login and submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-message'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(bodyOf(spy, 'POST', 'premium-groups/applications')).toMatchObject({ name: 'Jo Banks', email: 'jo@example.org' });
  });

  it('a new user registers: the password rule shows on focus; the API gets the account and the answers', async () => {
    const user = userEvent.setup();
    saveDraft(FILLED);
    const spy = mockApi({
      'POST premium-groups/applications/register': [201, { message: t.formFilled, item: application, token: { access_token: 'tok-2' } }],
    });
    const { router } = renderRoutes(routes, '/premium-groups/applications/submit/registration');
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'jo');
    await user.click(screen.getByLabelText(/Password/, { selector: 'input' }));
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await user.keyboard('short');
    await user.click(screen.getByRole('button', { name: 'Create account and submit' }));
    expect(await screen.findByText(m.strongPassword)).toBeInTheDocument();
    expect(posts(spy)).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Create account and submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-message'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-2');
    expect(bodyOf(spy, 'POST', 'applications/register')).toMatchObject({
      user_username: 'jo',
      user_email: 'jo@example.org',
      user_name: 'Jo Banks',
      application: { name: 'Jo Banks' },
    });
  });

  it('a failed registration says "Unable to register"', async () => {
    const user = userEvent.setup();
    saveDraft(FILLED);
    mockApi({ 'POST premium-groups/applications/register': [500, { message: 'boom' }] });
    renderRoutes(routes, '/premium-groups/applications/submit/registration');
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'jo');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Create account and submit' }));
    expect(await screen.findByText(t.registerFailure)).toBeInTheDocument();
  });

  it('a signed-in user sends it straight from the submit step', async () => {
    const user = userEvent.setup();
    signIn();
    saveDraft(FILLED);
    const spy = mockApi({ 'POST premium-groups/applications': [201, { message: t.formFilled, item: application }] });
    const { router } = renderRoutes(routes, '/premium-groups/applications/submit');
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-message'));
    expect(bodyOf(spy, 'POST', 'premium-groups/applications')).toMatchObject({ name: 'Jo Banks' });
    expect(await screen.findByRole('link', { name: t.backToApp })).toHaveAttribute('href', '/dashboard');
  });
});

describe('ApplicationSteps (the routes premium-groups/routes.tsx gives it)', () => {
  const stepRoutes = [
    { path: '/premium-groups-application', element: <ApplicationSteps /> },
    { path: '/premium-groups/applications/*', element: <ApplicationSteps /> },
  ];

  it('shows the form on both form paths and each step on its own path', async () => {
    mockApi({ 'GET timezones': [200, []] });
    saveDraft(FILLED);
    const first = renderRoutes(stepRoutes, '/premium-groups/applications');
    expect(await screen.findByRole('heading', { name: t.applicationDetails })).toBeInTheDocument();
    first.unmount();
    const second = renderRoutes(stepRoutes, '/premium-groups/applications/submit/guest/user');
    expect(await screen.findByRole('heading', { name: 'Continue as a guest' })).toBeInTheDocument();
    second.unmount();
  });

  it('an unknown step goes back to the form', async () => {
    mockApi({ 'GET timezones': [200, []] });
    const { router } = renderRoutes(stepRoutes, '/premium-groups/applications/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/premium-groups-application'));
    expect(await screen.findByRole('heading', { name: t.applicationDetails })).toBeInTheDocument();
  });
});
