import { Button, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { accountsTexts, newOnboardingStepOneSchema } from '@holdfast/shared/accounts';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { GenderField } from '../components/gender-field';
import { OnboardingFrame } from '../components/onboarding-frame';
import { YesNoField } from '../components/yes-no-field';
import { NEW_FLOW_KEY, readStep, writeStep } from '../lib/onboarding-storage';
import { useFlowKey } from '../lib/use-flow-key';

export interface NewStepOneValues extends Record<string, unknown> {
  first_name: string;
  gender: string | null;
  is_married: boolean | null;
  is_student: boolean | null;
}

/** /new-on-boarding/step-one: 'Tell us about yourself'. The display name is split on Complete. */
export function NewStepOnePage() {
  const navigate = useNavigate();
  const key = useFlowKey(NEW_FLOW_KEY);
  const saved = readStep<NewStepOneValues>(key);
  const form = useZodForm<NewStepOneValues>(newOnboardingStepOneSchema, {
    // Kept as typed: a reload or a return from step two finds every answer.
    onValuesChange: (values) => writeStep<NewStepOneValues>(key, values),
    initialValues: {
      first_name: saved.first_name ?? '',
      gender: saved.gender ?? null,
      is_married: saved.is_married ?? null,
      is_student: saved.is_student ?? null,
    },
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      writeStep<NewStepOneValues>(key, values);
      navigate('/new-on-boarding/step-two');
    },
    () => notify.warning(accountsTexts.errorOccurred),
  );

  return (
    <OnboardingFrame
      step={1}
      steps={2}
      title="Tell us about yourself"
      subtitle="This helps us shape Holdfast around you. Only you decide what others see."
      onSubmit={handleSubmit}
    >
      <TextInput
        label="Display Name"
        description="First and last name, or the name you would like to be called"
        autoComplete="name"
        withAsterisk
        {...form.getInputProps('first_name')}
      />
      <GenderField value={form.values.gender} error={form.errors.gender} onChange={(v) => form.setFieldValue('gender', v)} />
      <YesNoField
        label="Are you married?"
        value={form.values.is_married}
        error={form.errors.is_married}
        onChange={(v) => form.setFieldValue('is_married', v)}
      />
      <YesNoField
        label="Are you a student?"
        value={form.values.is_student}
        error={form.errors.is_student}
        onChange={(v) => form.setFieldValue('is_student', v)}
      />
      <Button type="submit" size="md" fullWidth>
        Continue
      </Button>
    </OnboardingFrame>
  );
}
