import { Button, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { OnboardingFrame } from '../components/onboarding-frame';
import { useOldFlowForm, validateStep } from '../components/old-flow-form';
import { OLD_FLOW_KEY, writeStep } from '../lib/onboarding-storage';
import { useFlowKey } from '../lib/use-flow-key';

export function OldStepOnePage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const form = useOldFlowForm();
  const key = useFlowKey(OLD_FLOW_KEY);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validateStep(form, ['display_name'])) return notify.warning(accountsTexts.errorOccurred);
    writeStep(key, form.values);
    navigate('/on-boarding/step-two');
  };

  return (
    <OnboardingFrame
      step={1}
      steps={3}
      title="Your profile"
      subtitle="Choose how your name appears to others."
      onSubmit={handleSubmit}
      gap="md"
    >
      <TextInput label="Display Name" withAsterisk {...form.getInputProps('display_name')} />
      <TextInput label="Username" value={profile.data?.username ?? ''} readOnly variant="filled" />
      <TextInput label="Email" value={profile.data?.email ?? ''} readOnly variant="filled" />
      <Button type="submit" size="md" fullWidth>
        Next
      </Button>
    </OnboardingFrame>
  );
}
