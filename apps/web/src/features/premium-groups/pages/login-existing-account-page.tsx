import { Alert, PasswordInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountsTexts, loginInputSchema } from '@holdfast/shared/accounts';
import { ERROR_CODES } from '@holdfast/shared/common';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useLoginThenSubmit } from '../api/login-then-submit';
import { emailInput } from '../components/email-input';
import { SubmitStep } from '../components/submit-step';
import { loadDraft, toApplicationBody } from '../lib/application-draft';
import { issuesOf } from '../lib/application-errors';
import { useOnSent } from '../lib/use-on-sent';

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
