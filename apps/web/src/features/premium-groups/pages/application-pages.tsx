import { Alert, Anchor, Button, Card, Group, PasswordInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { ERROR_CODES } from '@holdfast/shared/common';
import {
  guestApplicationInputSchema,
  OTP_LENGTH,
  premiumTexts as t,
  premiumWebPaths as web,
  registerApplicationInputSchema,
  verifyOtpInputSchema,
} from '@holdfast/shared/premium-groups';
import { loginInputSchema } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { setToken } from '@/lib/token-store';
import { useToken } from '@/lib/use-token';
import { useLoginThenSubmit } from '../api/login-then-submit';
import { useRegisterWithApplication } from '../api/register-with-application';
import { useResendOtp } from '../api/resend-otp';
import { useSubmitApplication } from '../api/submit-application';
import { useSubmitGuestApplication } from '../api/submit-guest-application';
import { useVerifyOtp } from '../api/verify-otp';
import { ApplicationForm } from '../components/application-form';
import { digitsOf, OtpBoxes } from '../components/otp-boxes';
import { PasswordHints } from '../components/password-hints';
import { clearDraft, hasDraft, loadDraft, saveDraft, toApplicationBody } from '../lib/application-draft';

/** The first message of each field a schema finds; empty when valid. */
function issuesOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: unknown,
) {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

const apiMessages = (error: unknown) => (isApiError(error) && error.status === 422 ? error.messages : []);

/** Spec 2.5: a page after the form sends the applicant back to it when the name is empty. */
function NeedsDraft({ children }: { children: React.ReactNode }) {
  // Asked once on arrival: the answers are cleared once sent, on the way to the success page.
  const [ready] = useState(hasDraft);
  if (!ready) return <Navigate to={web.applicationForm} replace />;
  return <>{children}</>;
}

/** Once the application is sent: the draft goes, the API's message (or the spec's) shows, then 'Application Submitted'. */
function useOnSent() {
  const navigate = useNavigate();
  return (answer: { message: string }) => {
    clearDraft();
    notify.success(answer.message || t.formFilled);
    navigate(web.success, { replace: true });
  };
}

/** A refusal other than field errors (those show in the step's ErrorCard) is a toast. */
const notifyUnlessFieldErrors = (error: unknown) => {
  if (!(isApiError(error) && error.status === 422)) notify.error(isApiError(error) ? error.message : t.registerFailure);
};

const emailInput = { label: 'Email', type: 'email', autoComplete: 'email', withAsterisk: true } as const;

/**
 * One way of sending the application once the form is filled (sign in, guest e-mail, new account):
 * the API's field errors, the step's fields, its button, and the way back to the choice.
 */
function SubmitStep({
  title,
  subtitle,
  submitLabel,
  mutation,
  onSubmit,
  children,
}: {
  title: string;
  subtitle: string;
  submitLabel: string;
  mutation: { error: unknown; isPending: boolean };
  onSubmit: (e: FormEvent) => void;
  children: React.ReactNode;
}) {
  return (
    <NeedsDraft>
      <AuthLayout title={title} subtitle={subtitle}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ErrorCard messages={apiMessages(mutation.error)} />
            {children}
            <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
              {submitLabel}
            </Button>
            <Anchor component={Link} to={web.submit} size="sm">
              Choose another way
            </Anchor>
          </Stack>
        </form>
      </AuthLayout>
    </NeedsDraft>
  );
}

/** /premium-groups-application and /premium-groups/applications: 'Application Details' (PremiumGroupRegistrationForm). */
export function ApplicationFormPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => loadDraft() ?? undefined);
  return (
    <AuthLayout title={t.applicationDetails} subtitle={t.priceText} width={760}>
      <Text size="sm">{t.programDescription}</Text>
      <ApplicationForm
        initialValues={initial}
        submitLabel="Next"
        onChange={saveDraft}
        onValid={(values) => {
          saveDraft(values);
          navigate(web.submit);
        }}
      />
    </AuthLayout>
  );
}

function Choice({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Card withBorder radius="md" p={0}>
      <UnstyledButton component={Link} to={to} p="md" w="100%">
        <Group wrap="nowrap" gap="md">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** /premium-groups/applications/submit: a signed-in user sends it; anyone else signs in, registers, or confirms an e-mail as a guest. */
export function SubmitPage() {
  const token = useToken();
  const onSent = useOnSent();
  const submit = useSubmitApplication();
  const send = () => {
    const draft = loadDraft();
    if (!draft) return;
    submit.mutate(toApplicationBody(draft), { onSuccess: onSent, onError: notifyUnlessFieldErrors });
  };
  return (
    <NeedsDraft>
      <AuthLayout title="Submit your application" subtitle="One last step.">
        <ErrorCard messages={apiMessages(submit.error)} />
        {token ? (
          <Stack gap="md">
            <Text>You are signed in: the application is sent from your account.</Text>
            <Button size="md" onClick={send} loading={submit.isPending}>
              Submit application
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Choice to={web.login} title="I have an account" text="Sign in and send the application from your account." />
            <Choice to={web.registration} title="Create an account" text="Register and send the application with your new account." />
            <Choice to={web.guest} title="Continue as a guest" text="Confirm your e-mail address with a 6-digit code." />
          </Stack>
        )}
        <Anchor component={Link} to={web.applicationForm} size="sm">
          Back to the form
        </Anchor>
      </AuthLayout>
    </NeedsDraft>
  );
}

/** /premium-groups/applications/submit/user/login (LoginExistingAccount): e-mail and password, then the application. */
export function LoginExistingAccountPage() {
  const navigate = useNavigate();
  const onSent = useOnSent();
  const run = useLoginThenSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = issuesOf(loginInputSchema, { email, password });
    setErrors(found);
    const draft = loadDraft();
    if (Object.keys(found).length || !draft) return;
    run.mutate(
      { email: email.trim(), password, application: toApplicationBody(draft) },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (isApiError(error) && error.status === 403 && error.code === ERROR_CODES.accountSuspended)
            return void navigate('/suspended-account');
          if (!(isApiError(error) && [401, 422].includes(error.status))) notify.error(accountsTexts.unableToLogin);
        },
      },
    );
  };
  const credentials = isApiError(run.error) && run.error.status === 401 ? run.error.message || accountsTexts.invalidCredentials : null;

  return (
    <SubmitStep
      title="Sign in to submit"
      subtitle="Your application is sent from your account once you are signed in."
      submitLabel="Login and submit"
      mutation={run}
      onSubmit={handleSubmit}
    >
      {credentials && (
        <Alert color="red" variant="light" role="alert">
          {credentials}
        </Alert>
      )}
      <TextInput {...emailInput} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        withAsterisk
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
      />
    </SubmitStep>
  );
}

/** /premium-groups/applications/submit/guest/user: the guest's e-mail; the application is sent and a code mailed. */
export function GuestEmailPage() {
  const navigate = useNavigate();
  const send = useSubmitGuestApplication();
  const [email, setEmail] = useState(() => loadDraft()?.email ?? '');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const draft = loadDraft();
    if (!draft) return;
    const body = { ...toApplicationBody(draft), guest_email: email.trim() };
    const message = issuesOf(guestApplicationInputSchema, body).guest_email;
    setError(message);
    if (message) return;
    send.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answer.message || t.otpSent);
        navigate(`${web.guestOtp}?${new URLSearchParams({ id: String(answer.id), guest_email: answer.guest_email }).toString()}`);
      },
      onError: notifyUnlessFieldErrors,
    });
  };

  return (
    <SubmitStep
      title="Continue as a guest"
      subtitle="We will e-mail you a 6-digit code to confirm the address."
      submitLabel="Send code"
      mutation={send}
      onSubmit={handleSubmit}
    >
      <TextInput {...emailInput} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} />
    </SubmitStep>
  );
}

/** /premium-groups/applications/submit/guest/user/otp?id=&guest_email=: six boxes, verify, resend. */
export function GuestOtpPage() {
  const onSent = useOnSent();
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const email = query.get('guest_email') ?? '';
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  // The mailed link carries the code too: the boxes come filled, one press to verify.
  const [code, setCode] = useState(() => digitsOf(query.get('otp') ?? '', OTP_LENGTH));
  const [error, setError] = useState<string | undefined>();

  if (!(id > 0) || !email) return <Navigate to={web.guest} replace />;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const message = issuesOf(verifyOtpInputSchema, { id, otp: code }).otp;
    setError(message);
    if (message) return;
    verify.mutate(
      { id, otp: code },
      {
        onSuccess: onSent,
        onError: (err) => {
          setCode('');
          setError(isApiError(err) ? (err.errors.otp?.[0] ?? err.message) : t.otpNotVerified);
        },
      },
    );
  };
  const handleResend = () => {
    resend.mutate(
      { id, email },
      {
        onSuccess: (answer) => {
          setCode('');
          setError(undefined);
          notify.success(answer.message || t.otpResent);
        },
        onError: (err) => notify.error(isApiError(err) && err.status === 429 ? err.message : t.otpNotVerified),
      },
    );
  };

  return (
    <AuthLayout title="Enter your code" subtitle={`We sent a 6-digit code to ${email}. It expires in 10 minutes.`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <OtpBoxes value={code} onChange={setCode} length={OTP_LENGTH} error={error} />
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            Verify
          </Button>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              No code?
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={handleResend} loading={resend.isPending}>
              Resend code
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** /premium-groups/applications/submit/registration: a new account (user_username, user_email, user_password; user_name from the form). */
export function ApplicationRegistrationPage() {
  const onSent = useOnSent();
  const register = useRegisterWithApplication();
  const draft = loadDraft();
  const [values, setValues] = useState({ user_username: '', user_email: draft?.email ?? '', user_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [showHints, setShowHints] = useState(false);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [k]: value }));
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const current = loadDraft();
    if (!current) return;
    const body = { ...values, user_name: current.name, application: toApplicationBody(current) };
    const found = issuesOf(registerApplicationInputSchema, body);
    setErrors(found);
    if (Object.keys(found).some((k) => k.startsWith('user_'))) return;
    register.mutate(body, {
      onSuccess: (answer) => {
        const token = typeof answer.token === 'string' ? answer.token : answer.token?.access_token;
        if (token) setToken(token);
        onSent(answer);
      },
      onError: (err) => {
        if (!(isApiError(err) && err.status === 422)) notify.error(t.registerFailure);
      },
    });
  };

  return (
    <SubmitStep
      title="Create an account"
      subtitle="Your application is sent with your new account."
      submitLabel="Create account and submit"
      mutation={register}
      onSubmit={handleSubmit}
    >
      <TextInput
        label="Username"
        autoComplete="username"
        withAsterisk
        value={values.user_username}
        onChange={set('user_username')}
        error={errors.user_username}
      />
      <TextInput {...emailInput} value={values.user_email} onChange={set('user_email')} error={errors.user_email} />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        withAsterisk
        value={values.user_password}
        onChange={set('user_password')}
        error={errors.user_password}
        onFocus={() => setShowHints(true)}
        onBlur={() => setShowHints(false)}
        aria-describedby={showHints ? 'premium-password-hints' : undefined}
      />
      {showHints && <PasswordHints value={values.user_password} id="premium-password-hints" />}
    </SubmitStep>
  );
}

/** /success-message: 'Application Submitted'. */
export function ApplicationSubmittedPage() {
  const token = useToken();
  return (
    <AuthLayout title={t.applicationSubmitted}>
      <Text>{t.confirmationWillBeSent}</Text>
      <Text size="sm" c="dimmed">
        We will find a group whose meeting time fits you; its leader then reviews your application.
      </Text>
      <Button component={Link} to={token ? '/dashboard' : '/login'} size="md">
        {token ? t.backToApp : 'Go to login'}
      </Button>
    </AuthLayout>
  );
}

/** /log-in-message: a prompt linking to /login. */
export function LogInMessagePage() {
  return (
    <AuthLayout title="Please log in">
      <Text>Log in to your Holdfast account to continue.</Text>
      <Button component={Link} to="/login" size="md">
        Go to login
      </Button>
    </AuthLayout>
  );
}

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
