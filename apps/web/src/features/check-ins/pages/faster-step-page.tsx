import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkInsTexts as t } from '@holdfast/shared/check-ins';
import { FasterIntro } from '@/components/records/faster-explainer';
import { useListFasterCategories } from '../api/list-faster-categories';
import { useCheckInFlow } from '../components/check-in-flow-context';
import { FasterScalePicker } from '../components/faster-scale-picker';
import { NextButton, StepFrame } from '../components/step-frame';
import { useStepGuard } from '../components/use-step-guard';
import { FormActions } from '@/components/form-actions';

/** Step 4: the FASTER scale, with Skip behind a confirmation. */
export function FasterStepPage() {
  const flow = useCheckInFlow();
  const navigate = useNavigate();
  const guard = useStepGuard('faster-scale');
  const categories = useListFasterCategories();
  const [error, setError] = useState<string | null>(null);
  const [skipOpen, skip] = useDisclosure(false);
  if (guard) return guard;

  function handleNext() {
    if (!flow.draft.fast_scale_answers.length) return setError(t.selectFaster);
    navigate(flow.stepPath('priority-scale'));
  }

  async function handleSkip() {
    skip.close();
    await flow.finish(true);
  }

  return (
    <StepFrame
      step="faster-scale"
      title="FASTER Scale"
      description="Open each stage and tick what you notice in yourself. Tap again to mark the one that matters most; a third tap removes it."
      backTo={flow.stepPath('feeling')}
      error={error}
      submitErrors={flow.submitErrors}
      actions={
        <>
          <Button variant="default" onClick={skip.open} disabled={flow.isSubmitting || flow.isQueued}>
            Skip
          </Button>
          <NextButton onClick={handleNext} />
        </>
      }
    >
      <FasterIntro />
      <FasterScalePicker
        categories={categories.data}
        isPending={categories.isPending}
        isError={categories.isError}
        answers={flow.draft.fast_scale_answers}
        onChange={(answers) => {
          setError(null);
          flow.update({ fast_scale_answers: answers });
        }}
      />
      <Modal opened={skipOpen} onClose={skip.close} title="Skip FASTER scale" centered>
        <Text mb="lg">{t.skipConfirm}</Text>
        <FormActions onCancel={skip.close} onConfirm={handleSkip} submitLabel="Continue" pending={flow.isSubmitting} />
      </Modal>
    </StepFrame>
  );
}
