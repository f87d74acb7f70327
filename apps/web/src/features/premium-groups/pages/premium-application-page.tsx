import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { groupsWebPaths } from '@holdfast/shared/groups';
import { ErrorCard } from '@/components/error-card';
import { PageFrame } from '@/components/page-frame';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { useSubmitApplication } from '../api/submit-application';
import { failureText } from '@/lib/api/complete-premium-group';
import { ApplicationForm } from '../components/application-form';
import { toApplicationBody } from '../lib/application-draft';

/**
 * 'Premium Groups Application' (spec 2.5, 9): the signed-in user's settings-style screen with the
 * price text and program description, and the same form (with age) sent from their account.
 */
export function PremiumApplicationPage() {
  const profile = useProfile();
  const submit = useSubmitApplication();
  const [sent, setSent] = useState(false);
  const user = profile.data;

  return (
    <PageFrame title={t.premiumGroupsApplication} intro={t.priceText} size="md">
      <Card withBorder radius="md">
        <Text>{t.programDescription}</Text>
      </Card>
      {sent ? (
        <Alert color="teal" role="status" title={t.applicationSubmitted}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.confirmationWillBeSent}</Text>
            <Button component={Link} to={groupsWebPaths.smallGroups} variant="light" size="xs">
              Go to your groups
            </Button>
          </Stack>
        </Alert>
      ) : profile.isPending ? null : (
        <>
          <ErrorCard messages={isApiError(submit.error) && submit.error.status === 422 ? submit.error.messages : []} />
          <ApplicationForm
            withAge
            submitLabel="Submit"
            busy={submit.isPending}
            initialValues={{
              name: user?.profile?.display_name ?? '',
              email: user?.email ?? '',
              age: user?.profile?.age != null ? String(user.profile.age) : '',
              gender: user?.profile?.gender === 'Male' ? 'male' : user?.profile?.gender === 'Female' ? 'female' : '',
              is_married: user?.profile?.is_married === true ? 'yes' : user?.profile?.is_married === false ? 'no' : '',
            }}
            onValid={(values) =>
              submit.mutate(toApplicationBody(values), {
                onSuccess: (answer) => {
                  notify.success(answer.message || t.formFilled);
                  setSent(true);
                  window.scrollTo?.({ top: 0 });
                },
                onError: (error) => {
                  if (!(isApiError(error) && error.status === 422)) notify.error(failureText(error, t.registerFailure));
                },
              })
            }
          />
        </>
      )}
    </PageFrame>
  );
}
