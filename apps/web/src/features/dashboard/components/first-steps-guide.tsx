import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine, IconCircleCheck, IconHeartHandshake, type Icon } from '@tabler/icons-react';
import { useState } from 'react';

const SLIDES: { title: string; body: string; icon: Icon }[] = [
  {
    title: 'Check in every day',
    body: 'Name how you feel, choose your zone and walk through the FASTER scale. It takes two minutes and keeps your check-in streak going.',
    icon: IconCircleCheck,
  },
  {
    title: 'Look back each week',
    body: 'The weekly check-in shows your last seven days. Answer the weekly questions and write one commitment to change.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Watch your progress',
    body: 'Your calendar and analytics show your zones, feelings and FASTER trend over time, so you can see patterns early.',
    icon: IconChartLine,
  },
];

/** The first-steps guide: three slides, shown once (remembered with the user meta key). */
export function FirstStepsGuide({ opened, onDone }: { opened: boolean; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index]!;
  const isLast = index === SLIDES.length - 1;
  return (
    <Modal opened={opened} onClose={onDone} title="Your first steps" centered radius="lg" closeOnClickOutside={false}>
      <Stack align="center" ta="center" gap="sm" py="sm">
        <ThemeIcon size={64} radius={64} variant="light" aria-hidden>
          <slide.icon size={34} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {slide.title}
        </Title>
        <Text c="dimmed" size="sm">
          {slide.body}
        </Text>
        <Group gap={6} role="img" aria-label={`Slide ${index + 1} of ${SLIDES.length}`}>
          {SLIDES.map((s, i) => (
            <span
              key={s.title}
              style={{
                width: 8,
                height: 8,
                borderRadius: 8,
                background: i === index ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)',
              }}
            />
          ))}
        </Group>
        <Group justify="space-between" w="100%" mt="sm">
          <Button variant="subtle" color="gray" onClick={index === 0 ? onDone : () => setIndex(index - 1)}>
            {index === 0 ? 'Skip' : 'Back'}
          </Button>
          <Button onClick={isLast ? onDone : () => setIndex(index + 1)}>{isLast ? 'Get started' : 'Next'}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
