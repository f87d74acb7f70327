import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { accountsTexts, newOnboardingStepOneSchema, newOnboardingStepTwoSchema, splitDisplayName } from '@holdfast/shared/accounts';
import { ErrorCard } from '../../../components/error-card';
import { isApiError } from '../../../lib/api-client';
import { useAppInfo } from '../../../lib/api/get-app-info';
import { useZodForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useSaveOnboardingProfile } from '../api/save-onboarding-profile';
import { OnboardingFrame } from '../components/onboarding-frame';
import { YesNoField } from '../components/yes-no-field';
import { clearSteps, NEW_FLOW_KEY, readStep, writeStep } from '../lib/onboarding-storage';
import type { NewStepOneValues } from './new-step-one-page';

interface StepTwoValues extends Record<string, unknown> {
  is_leader: boolean | null;
  church: string;
  zip_code: string;
}

export function NewStepTwoPage() {
  const stepOne = newOnboardingStepOneSchema.safeParse(readStep<NewStepOneValues>(NEW_FLOW_KEY));
  if (!stepOne.success) return <Navigate to="/new-on-boarding/step-one" replace />;
  return <StepTwoForm stepOne={stepOne.data} />;
}

function StepTwoForm({ stepOne }: { stepOne: ReturnType<typeof newOnboardingStepOneSchema.parse> }) {
  const navigate = useNavigate();
  const appInfo = useAppInfo();
  const save = useSaveOnboardingProfile();
  const saved = readStep<StepTwoValues>(NEW_FLOW_KEY);
  const form = useZodForm<StepTwoValues>(newOnboardingStepTwoSchema, {
    initialValues: { is_leader: saved.is_leader ?? null, church: saved.church ?? '', zip_code: saved.zip_code ?? '' },
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      writeStep<StepTwoValues>(NEW_FLOW_KEY, values);
      const two = newOnboardingStepTwoSchema.parse(values);
      const displayName = stepOne.first_name;
      save.mutate(
        {
          ...splitDisplayName(displayName),
          display_name: displayName,
          gender: stepOne.gender,
          is_married: stepOne.is_married,
          is_student: stepOne.is_student,
          is_leader: two.is_leader,
          church: two.is_leader ? two.church : null,
          zip_code: two.is_leader ? two.zip_code : null,
        },
        {
          onSuccess: () => {
            clearSteps(NEW_FLOW_KEY);
            const guided = appInfo.data?.features.newUserCourseOnboarding ?? true;
            navigate(guided ? '/new-on-boarding/course-info' : '/dashboard', { replace: true });
          },
          onError: (error) => {
            if (!(isApiError(error) && error.status === 422)) notify.error(accountsTexts.profileUpdateFailure);
          },
        },
      );
    },
    () => notify.warning(accountsTexts.errorOccurred),
  );

  return (
    <OnboardingFrame
      step={2}
      steps={2}
      title="Do you lead others?"
      subtitle="Some people who join also guide others — in a small group, a church or a ministry."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <ErrorCard messages={isApiError(save.error) && save.error.status === 422 ? save.error.messages : []} />
          <YesNoField
            label="Do you lead a group or ministry?"
            value={form.values.is_leader}
            error={form.errors.is_leader}
            onChange={(v) => form.setFieldValue('is_leader', v)}
          />
          {form.values.is_leader && (
            <>
              <TextInput label="Church" withAsterisk {...form.getInputProps('church')} />
              <TextInput label="Zip Code" autoComplete="postal-code" withAsterisk {...form.getInputProps('zip_code')} />
            </>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate('/new-on-boarding/step-one')}>
              Back
            </Button>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              Complete
            </Button>
          </Group>
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
