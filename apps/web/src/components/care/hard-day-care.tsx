import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HardDayCare as Care } from '@holdfast/shared/check-ins';

interface Props {
  /** The words for this moment (Danger, Relapse or a crash report). */
  words: { title: string; message: string };
  care: Care;
}

/**
 * What a hard day's screen says: encouragement that does not shame, one clear next step
 * ('I need help now') and a short reading. Calm colours, never a celebration.
 */
export function HardDayCare({ words, care }: Props) {
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-harbor-light)"
      component="section"
      aria-labelledby="hard-day-care-title"
    >
      <Stack gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="hard-day-care-title">
          {words.title}
        </Title>
        <Text>{words.message}</Text>
        <Button component={Link} to={care.next_step.link} size="md" leftSection={<IconLifebuoy size={18} aria-hidden />}>
          {care.next_step.label}
        </Button>
        <Stack gap={4} mt="xs">
          <Text fw={650}>{care.reading.title}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {care.reading.text}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
