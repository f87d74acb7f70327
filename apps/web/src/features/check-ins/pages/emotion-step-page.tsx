import { Alert, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkInsTexts as t } from '@holdfast/shared/check-ins';
import { EmotionFace } from '../components/emotion-face';
import { useListEmotions } from '@/lib/api/list-emotions';
import { useCheckInFlow } from '../components/check-in-flow-context';
import { NextButton, StepFrame } from '../components/step-frame';
import classes from '../components/check-in.module.css';

/** Step 1: 'How are you feeling?', any number of emotions. */
export function EmotionStepPage() {
  const flow = useCheckInFlow();
  const navigate = useNavigate();
  const emotions = useListEmotions();
  const [error, setError] = useState<string | null>(null);
  const selected = flow.draft.checkin_emotions;

  function handleToggle(id: number) {
    setError(null);
    flow.update({ checkin_emotions: selected.includes(id) ? selected.filter((e) => e !== id) : [...selected, id] });
  }

  function handleNext() {
    if (!selected.length) return setError(t.selectEmotion);
    navigate(flow.stepPath('zone'));
  }

  return (
    <StepFrame
      step="emotion"
      title={t.emotionTitle}
      description="Choose every feeling that fits today."
      backTo={flow.startBackPath}
      error={error}
      actions={<NextButton onClick={handleNext} />}
    >
      {emotions.isError && (
        <Alert color="red" role="alert">
          {t.emotionsFailure}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing="sm" role="group" aria-label={t.emotionTitle}>
        {emotions.isPending
          ? Array.from({ length: 15 }, (_, i) => <Skeleton key={i} height={96} radius="md" />)
          : (emotions.data ?? [])
              .filter((e) => e.is_active)
              .map((emotion) => {
                const isSelected = selected.includes(emotion.id);
                return (
                  <UnstyledButton
                    key={emotion.id}
                    className={classes.tile}
                    data-selected={isSelected || undefined}
                    aria-pressed={isSelected}
                    onClick={() => handleToggle(emotion.id)}
                  >
                    <EmotionFace emotionId={emotion.id} size={40} />
                    <Text size="sm" ta="center" mt={6} fw={isSelected ? 650 : 500} lh={1.2}>
                      {emotion.display_name}
                    </Text>
                  </UnstyledButton>
                );
              })}
      </SimpleGrid>
    </StepFrame>
  );
}
