import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { premiumWebPaths as web } from '@holdfast/shared/premium-groups';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { useToken } from '@/lib/use-token';
import { useSubmitApplication } from '../api/submit-application';
import { NeedsDraft } from '../components/needs-draft';
import { SubmitChoice } from '../components/submit-choice';
import { loadDraft, toApplicationBody } from '../lib/application-draft';
import { apiMessages, notifyUnlessFieldErrors } from '../lib/application-errors';
import { useOnSent } from '../lib/use-on-sent';

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
            <SubmitChoice to={web.login} title="I have an account" text="Sign in and send the application from your account." />
            <SubmitChoice to={web.registration} title="Create an account" text="Register and send the application with your new account." />
            <SubmitChoice to={web.guest} title="Continue as a guest" text="Confirm your e-mail address with a 6-digit code." />
          </Stack>
        )}
        <Anchor component={Link} to={web.applicationForm} size="sm">
          Back to the form
        </Anchor>
      </AuthLayout>
    </NeedsDraft>
  );
}
