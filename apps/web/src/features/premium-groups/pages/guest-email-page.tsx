import { TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { guestApplicationInputSchema, premiumTexts as t, premiumWebPaths as web } from '@holdfast/shared/premium-groups';
import { notify } from '@/lib/notify';
import { useSubmitGuestApplication } from '../api/submit-guest-application';
import { emailInput } from '../components/email-input';
import { SubmitStep } from '../components/submit-step';
import { loadDraft, toApplicationBody } from '../lib/application-draft';
import { issuesOf, notifyUnlessFieldErrors } from '../lib/application-errors';

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
