import { PasswordInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { premiumTexts as t, registerApplicationInputSchema } from '@holdfast/shared/premium-groups';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { setToken } from '@/lib/token-store';
import { useRegisterWithApplication } from '../api/register-with-application';
import { emailInput } from '../components/email-input';
import { PasswordHints } from '../components/password-hints';
import { SubmitStep } from '../components/submit-step';
import { loadDraft, toApplicationBody } from '../lib/application-draft';
import { issuesOf } from '../lib/application-errors';
import { useOnSent } from '../lib/use-on-sent';

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
