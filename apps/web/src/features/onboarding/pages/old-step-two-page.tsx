import { Button, Group, Switch } from '@mantine/core';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { notify } from '@/lib/notify';
import { GenderField } from '../components/gender-field';
import { OnboardingFrame } from '../components/onboarding-frame';
import { useOldFlowForm, validateStep } from '../components/old-flow-form';
import { OLD_FLOW_KEY, writeStep } from '../lib/onboarding-storage';
import { useFlowKey } from '../lib/use-flow-key';

export function OldStepTwoPage() {
  const navigate = useNavigate();
  const form = useOldFlowForm();
  const key = useFlowKey(OLD_FLOW_KEY);

  const handleBack = () => {
    writeStep(key, form.values);
    navigate('/on-boarding/step-one');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validateStep(form, ['gender', 'is_married', 'is_student'])) return notify.warning(accountsTexts.errorOccurred);
    writeStep(key, form.values);
    navigate('/on-boarding/step-three');
  };

  return (
    <OnboardingFrame step={2} steps={3} title="A little about you" onSubmit={handleSubmit}>
      <GenderField value={form.values.gender} error={form.errors.gender} onChange={(v) => form.setFieldValue('gender', v)} />
      <Switch label="I'm Married" {...form.getInputProps('is_married', { type: 'checkbox' })} />
      <Switch label="I'm a Student" {...form.getInputProps('is_student', { type: 'checkbox' })} />
      <Group justify="space-between">
        <Button variant="default" onClick={handleBack}>
          Back
        </Button>
        <Button type="submit">Next</Button>
      </Group>
    </OnboardingFrame>
  );
}
