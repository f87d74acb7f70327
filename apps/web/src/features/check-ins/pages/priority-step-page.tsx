import { Card, Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { checkInsTexts as t, choosePriority, fasterExplanation, priorityCandidates } from '@holdfast/shared/check-ins';
import { useListFasterCategories } from '../api/list-faster-categories';
import { useCheckInFlow } from '../components/check-in-flow-context';
import { NextButton, StepFrame } from '../components/step-frame';
import { useStepGuard } from '../components/use-step-guard';

/** Step 5: one behaviour of the lowest-level category becomes priority 2; then submit. */
export function PriorityStepPage() {
  const flow = useCheckInFlow();
  const guard = useStepGuard('priority-scale');
  const categories = useListFasterCategories();
  const [error, setError] = useState<string | null>(null);
  const answers = flow.draft.fast_scale_answers;
  const candidates = priorityCandidates(answers);
  const chosen = answers.find((a) => a.priority === 2 && candidates.includes(a.fast_emotion_id))?.fast_emotion_id ?? null;
  // One candidate is the answer already: it is marked for the member, not asked as a choice.
  const only = candidates.length === 1 ? candidates[0]! : null;
  const { update } = flow;
  useEffect(() => {
    if (!guard && only !== null && chosen !== only) update({ fast_scale_answers: choosePriority(answers, only) });
  }, [guard, only, chosen, answers, update]);
  if (guard) return guard;

  const behaviors = new Map(
    (categories.data ?? []).flatMap((c) => c.emotions.map((e) => [e.id, { name: e.display_name, color: c.color_code }] as const)),
  );

  async function handleFinish() {
    if (chosen === null) return setError(t.selectBehavior);
    await flow.finish(false);
  }

  return (
    <StepFrame
      step="priority-scale"
      title={only !== null ? fasterExplanation.prioritySingleTitle : t.priorityTitle}
      description={only !== null ? fasterExplanation.prioritySingleDescription : t.choosePriority}
      backTo={flow.stepPath('faster-scale')}
      error={error}
      submitErrors={flow.submitErrors}
      actions={<NextButton onClick={handleFinish} label="Submit" loading={flow.isSubmitting} />}
    >
      {only !== null ? (
        <Card
          withBorder
          radius="md"
          p="md"
          style={{ borderLeft: `6px solid ${behaviors.get(only)?.color ?? 'var(--mantine-color-gray-4)'}` }}
          data-testid="single-priority"
        >
          <Text fw={550}>{behaviors.get(only)?.name ?? '…'}</Text>
        </Card>
      ) : (
        <Radio.Group
          value={chosen === null ? '' : String(chosen)}
          onChange={(value) => {
            setError(null);
            flow.update({ fast_scale_answers: choosePriority(answers, Number(value)) });
          }}
          label={<VisuallyHidden>{t.priorityTitle}</VisuallyHidden>}
        >
          <Stack gap="sm">
            {candidates.map((id) => {
              const behavior = behaviors.get(id);
              return (
                <Radio.Card
                  key={id}
                  value={String(id)}
                  radius="md"
                  p="md"
                  aria-label={behavior?.name ?? `Behaviour ${id}`}
                  style={{ borderLeft: `6px solid ${behavior?.color ?? 'var(--mantine-color-gray-4)'}` }}
                >
                  <Group wrap="nowrap" gap="md">
                    <Radio.Indicator />
                    <Text fw={550}>{behavior?.name ?? '…'}</Text>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
    </StepFrame>
  );
}
