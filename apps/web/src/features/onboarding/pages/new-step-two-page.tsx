import { Button, Group, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { accountsTexts, newOnboardingStepOneSchema, newOnboardingStepTwoSchema, splitDisplayName } from '@holdfast/shared/accounts';
import { ErrorCard } from '@/components/error-card';
import { PlaceFields } from '@/components/forms/place-fields';
import { isApiError } from '@/lib/api-client';
import { useAppInfo } from '@/lib/api/get-app-info';
import { useListCountries } from '@/lib/api/list-countries';
import { useListTimezones } from '@/lib/api/list-timezones';
import { browserPlace, matchingId } from '@/lib/browser-place';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSaveOnboardingProfile } from '../api/save-onboarding-profile';
import { OnboardingFrame } from '../components/onboarding-frame';
import { YesNoField } from '../components/yes-no-field';
import { clearSteps, NEW_FLOW_KEY, readStep, writeStep } from '../lib/onboarding-storage';
import { useFlowKey } from '../lib/use-flow-key';
import type { NewStepOneValues } from './new-step-one-page';

interface StepTwoValues extends Record<string, unknown> {
  is_leader: boolean | null;
  church: string;
  zip_code: string;
  country_id: string | null;
  timezone_id: string | null;
}

export function NewStepTwoPage() {
  const key = useFlowKey(NEW_FLOW_KEY);
  const stepOne = newOnboardingStepOneSchema.safeParse(readStep<NewStepOneValues>(key));
  if (!stepOne.success) return <Navigate to="/new-on-boarding/step-one" replace />;
  return <StepTwoForm stepOne={stepOne.data} storageKey={key} />;
}

function StepTwoForm({ stepOne, storageKey: key }: { stepOne: ReturnType<typeof newOnboardingStepOneSchema.parse>; storageKey: string }) {
  const navigate = useNavigate();
  const appInfo = useAppInfo();
  const save = useSaveOnboardingProfile();
  const countries = useListCountries();
  const timezones = useListTimezones();
  const saved = readStep<StepTwoValues>(key);
  const form = useZodForm<StepTwoValues>(newOnboardingStepTwoSchema, {
    initialValues: {
      is_leader: saved.is_leader ?? null,
      church: saved.church ?? '',
      zip_code: saved.zip_code ?? '',
      country_id: saved.country_id ?? null,
      timezone_id: saved.timezone_id ?? null,
    },
    onValuesChange: (values) => writeStep<StepTwoValues>(key, values),
  });
  // Country and time zone start from what the browser knows, unless already answered.
  const { setFieldValue } = form;
  const place = browserPlace();
  const guessedCountry = saved.country_id === undefined ? matchingId(countries.data, (c) => c.code === place.regionCode) : null;
  const guessedZone = saved.timezone_id === undefined ? matchingId(timezones.data, (t) => t.name === place.timeZone) : null;
  useEffect(() => {
    if (guessedCountry) setFieldValue('country_id', guessedCountry);
  }, [guessedCountry, setFieldValue]);
  useEffect(() => {
    if (guessedZone) setFieldValue('timezone_id', guessedZone);
  }, [guessedZone, setFieldValue]);

  const handleSubmit = form.onSubmit(
    (values) => {
      writeStep<StepTwoValues>(key, values);
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
          country_id: values.country_id ? Number(values.country_id) : null,
          timezone_id: values.timezone_id ? Number(values.timezone_id) : null,
        },
        {
          onSuccess: () => {
            clearSteps(key);
            const guided = appInfo.data?.features.newUserCourseOnboarding ?? true;
            navigate(guided ? '/new-on-boarding/course-info' : '/dashboard', { replace: true });
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
      onSubmit={handleSubmit}
    >
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
      <PlaceFields
        countries={countries.data}
        timezones={timezones.data}
        countryProps={form.getInputProps('country_id')}
        timezoneProps={form.getInputProps('timezone_id')}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate('/new-on-boarding/step-one')}>
          Back
        </Button>
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          Complete
        </Button>
      </Group>
    </OnboardingFrame>
  );
}
