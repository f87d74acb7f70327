import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkInsTexts as t } from '@holdfast/shared/check-ins';
import { useCheckInFlow } from '../components/check-in-flow-context';
import { NextButton, StepFrame } from '../components/step-frame';
import { useStepGuard } from '../components/use-step-guard';

/** Step 3: the free-text note. */
export function FeelingStepPage() {
  const flow = useCheckInFlow();
  const navigate = useNavigate();
  const guard = useStepGuard('feeling');
  const [error, setError] = useState<string | null>(null);
  if (guard) return guard;

  function handleNext() {
    if (!flow.draft.feeling_notes.trim()) return setError(t.writeFeeling);
    navigate(flow.stepPath('faster-scale'));
  }

  return (
    <StepFrame step="feeling" title={t.feelingTitle} backTo={flow.stepPath('zone')} actions={<NextButton onClick={handleNext} />}>
      <Textarea
        aria-label={t.feelingTitle}
        placeholder="Write a few honest words about today…"
        rows={6}
        maxLength={5000}
        value={flow.draft.feeling_notes}
        error={error}
        onChange={(event) => {
          setError(null);
          flow.update({ feeling_notes: event.currentTarget.value });
        }}
      />
    </StepFrame>
  );
}
