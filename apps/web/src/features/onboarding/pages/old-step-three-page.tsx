import { Button, Group, Switch, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { accountsTexts, oldOnboardingSchema, splitDisplayName } from '@holdfast/shared/accounts';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSaveOnboardingProfile } from '../api/save-onboarding-profile';
import { OnboardingFrame } from '../components/onboarding-frame';
import { useOldFlowForm, validateStep } from '../components/old-flow-form';
import { clearSteps, OLD_FLOW_KEY, writeStep } from '../lib/onboarding-storage';
import { useFlowKey } from '../lib/use-flow-key';

export function OldStepThreePage() {
  const navigate = useNavigate();
  const form = useOldFlowForm();
  const key = useFlowKey(OLD_FLOW_KEY);
  const save = useSaveOnboardingProfile();

  if (!form.values.display_name.trim() || !form.values.gender) return <Navigate to="/on-boarding/step-one" replace />;

  const handleBack = () => {
    writeStep(key, form.values);
    navigate('/on-boarding/step-two');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const stepOk = validateStep(form, ['zip_code', 'is_leader', 'church']);
    const parsed = oldOnboardingSchema.safeParse(form.values);
    if (!stepOk || !parsed.success) return notify.warning(accountsTexts.errorOccurred);
    writeStep(key, form.values);
    const v = parsed.data;
    save.mutate(
      { ...v, ...splitDisplayName(v.display_name), church: v.is_leader ? v.church : null },
      {
        onSuccess: () => {
          clearSteps(key);
          navigate('/dashboard', { replace: true });
        },
      },
    );
  };

  return (
    <OnboardingFrame step={3} steps={3} title="Where you serve" onSubmit={handleSubmit}>
      <ErrorCard messages={isApiError(save.error) && save.error.status === 422 ? save.error.messages : []} />
      <TextInput label="Zip Code" autoComplete="postal-code" {...form.getInputProps('zip_code')} />
      <Switch label="I lead a group or ministry" {...form.getInputProps('is_leader', { type: 'checkbox' })} />
      {form.values.is_leader && <TextInput label="Church" withAsterisk {...form.getInputProps('church')} />}
      <Group justify="space-between">
        <Button variant="default" onClick={handleBack}>
          Back
        </Button>
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          Submit
        </Button>
      </Group>
    </OnboardingFrame>
  );
}
