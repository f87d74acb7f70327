import { Accordion, Alert, Badge, Box, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { checkInsTexts as t, tapFasterEmotion, type FasterAnswer, type FasterCategory } from '@holdfast/shared/check-ins';
import classes from './check-in.module.css';

interface Props {
  categories: FasterCategory[] | undefined;
  isPending: boolean;
  isError: boolean;
  answers: FasterAnswer[];
  onChange: (answers: FasterAnswer[]) => void;
}

/**
 * The FASTER scale: expandable categories, each behaviour tickable. A tap adds at priority 1,
 * a second tap raises it to 2 (all others drop to 1), a third removes it (`tapFasterEmotion`).
 */
export function FasterScalePicker({ categories, isPending, isError, answers, onChange }: Props) {
  const withAnswers = (categories ?? [])
    .filter((c) => c.emotions.some((e) => answers.some((a) => a.fast_emotion_id === e.id)))
    .map((c) => String(c.id));
  const [open, setOpen] = useState<string[] | null>(null);
  const expanded = open ?? withAnswers;
  const allIds = (categories ?? []).map((c) => String(c.id));
  const isAllOpen = allIds.length > 0 && allIds.every((id) => expanded.includes(id));

  if (isError) {
    return (
      <Alert color="red" role="alert">
        {t.fasterFailure}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Stack gap="xs">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} height={52} radius="md" />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(isAllOpen ? [] : allIds)} aria-expanded={isAllOpen}>
          {isAllOpen ? 'Collapse' : 'Expand'}
        </Button>
      </Group>
      <Accordion multiple value={expanded} onChange={setOpen} variant="separated" radius="md" chevronPosition="right">
        {(categories ?? []).map((category) => {
          const count = category.emotions.filter((e) => answers.some((a) => a.fast_emotion_id === e.id)).length;
          return (
            <Accordion.Item key={category.id} value={String(category.id)} style={{ borderLeft: `6px solid ${category.color_code}` }}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="xs">
                  <Text fw={650}>{category.display_name}</Text>
                  {count > 0 && (
                    <Badge color={category.color_code} variant="light" aria-label={`${count} chosen`}>
                      {count}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={6} role="group" aria-label={category.display_name}>
                  {category.emotions.map((behavior) => {
                    const answer = answers.find((a) => a.fast_emotion_id === behavior.id);
                    return (
                      <UnstyledButton
                        key={behavior.id}
                        className={classes.behavior}
                        style={{ ['--behavior-color' as string]: category.color_code }}
                        data-priority={answer?.priority ?? 0}
                        aria-pressed={!!answer}
                        onClick={() => onChange(tapFasterEmotion(answers, behavior.id))}
                      >
                        <Box
                          w={18}
                          h={18}
                          aria-hidden
                          style={{
                            flex: 'none',
                            borderRadius: 5,
                            border: `2px solid ${category.color_code}`,
                            background: answer ? category.color_code : 'transparent',
                          }}
                        />
                        <Text size="sm" style={{ flex: 1 }}>
                          {behavior.display_name}
                        </Text>
                        {answer?.priority === 2 && (
                          <Badge
                            color={category.color_code}
                            variant="filled"
                            autoContrast
                            size="sm"
                            leftSection={<IconStarFilled size={10} aria-hidden />}
                          >
                            Highest
                          </Badge>
                        )}
                      </UnstyledButton>
                    );
                  })}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
