import { Alert, Anchor, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { invitationTexts as t, registerByInvitationInputSchema } from '@holdfast/shared/accountability';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useRegisterByInvitation } from '../api/register-by-invitation';
import { useVerifyInvitation } from '../api/verify-invitation';
import { LoginInstead, NewAccountPasswordInput } from '../components/form-parts';
import { validationMessages } from '../lib/error-messages';

/** The link's context_* values, as the register call takes them (spec 2 section 3 "context (map)"). */
function contextOf(params: URLSearchParams): Record<string, string> {
  const context: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith('context_')) context[key] = value;
  return context;
}

/**
 * /invited-user (spec 2 section 2.6): registration from an invitation link. The query carries
 * token, email, an optional forceRegister and context_* values; the e-mail field is locked unless
 * forceRegister is set. The account is created verified and signed in; the answer's redirect (the
 * pending request for a partner invitation) is where the member lands once onboarding is done.
 */
export function InvitedUserPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkEmail = params.get('email') ?? '';
  const forceRegister = params.has('forceRegister') && params.get('forceRegister') !== 'false';
  const invitation = useVerifyInvitation(token, linkEmail);
  const register = useRegisterByInvitation();
  const submitting = useRef(false);

  const form = useZodForm(registerByInvitationInputSchema, {
    initialValues: { username: '', email: linkEmail, password: '', token, context: contextOf(params) },
  });

  // eslint-disable-next-line react-hooks/refs -- the ref is read only inside the submit handler
  const handleSubmit = form.onSubmit((values) => {
    if (submitting.current) return;
    submitting.current = true;
    // Success signs in, and the guards take the new member through onboarding to where the invitation leads.
    register.mutate(registerByInvitationInputSchema.parse(values), {
      onError: (error) => {
        if (isApiError(error) && error.status === 422) return; // shown in the error card
        // A refusal with its own words (a used or expired link, another address) says them; anything else is the spec's text.
        notify.error(isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : t.unableToLogin);
      },
      onSettled: () => {
        submitting.current = false;
      },
    });
  });
  const invalid = token === '' || linkEmail === '' || (invitation.isSuccess && !invitation.data.valid) || invitation.isError;
  const inviter = invitation.data?.invited_by;

  return (
    <AuthLayout
      title={t.welcomeTitle}
      subtitle={
        inviter
          ? invitation.data?.context_type === 'group'
            ? `${inviter} invited you to join their small group on Holdfast.`
            : `${inviter} invited you to walk with them on Holdfast.`
          : 'Create your account to accept the invitation.'
      }
    >
      {invitation.isPending && token !== '' && linkEmail !== '' ? (
        <Stack gap="sm" role="status" aria-label="Checking your invitation">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : invalid ? (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {t.invalidLink}
          </Alert>
          <Text size="sm">
            <Anchor component={Link} to="/registration" fw={600}>
              Create an account
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <ErrorCard messages={validationMessages(register.error)} />
            <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              readOnly={!forceRegister}
              description={forceRegister ? undefined : 'The address this invitation was sent to.'}
              {...form.getInputProps('email')}
            />
            <NewAccountPasswordInput inputProps={form.getInputProps('password')} value={form.values.password} />
            <Button type="submit" size="md" fullWidth loading={register.isPending} disabled={register.isPending}>
              {t.createAccount}
            </Button>
            <LoginInstead />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
