import { Anchor, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorCard } from '@/components/error-card';
import { CHECK_IN_STEPS, type CheckInStep } from '../lib/check-in-draft';
import classes from './check-in.module.css';

/** The five progress dots of the daily check-in. */
export function ProgressDots({ step }: { step: CheckInStep }) {
  const index = CHECK_IN_STEPS.indexOf(step);
  return (
    <Group gap={8} justify="center" role="img" aria-label={`Step ${index + 1} of ${CHECK_IN_STEPS.length}`} data-testid="progress-dots">
      {CHECK_IN_STEPS.map((s, i) => (
        <Box
          key={s}
          w={i === index ? 22 : 10}
          h={10}
          style={{
            borderRadius: 999,
            background: i <= index ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)',
            transition: 'width 200ms ease',
          }}
        />
      ))}
    </Group>
  );
}

interface StepFrameProps {
  step: CheckInStep;
  title: string;
  description?: ReactNode;
  backTo: string;
  children: ReactNode;
  /** The step's 'Please select ...' message, shown after Next on an unsatisfied step. */
  error?: string | null;
  submitErrors?: string[];
  actions: ReactNode;
}

export function StepFrame({ step, title, description, backTo, children, error, submitErrors = [], actions }: StepFrameProps) {
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={backTo} size="sm" c="dimmed" aria-label="Back">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden /> Back
            </Group>
          </Anchor>
          <ProgressDots step={step} />
          <Box w={48} aria-hidden />
        </Group>
        <Card shadow="xs" radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ overflow: 'visible' }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
            <Stack gap="sm" className={classes.actions} data-testid="step-actions">
              {error && (
                <Text c="red.9" size="sm" fw={500} role="alert">
                  {error}
                </Text>
              )}
              <ErrorCard messages={submitErrors} />
              <Group justify="flex-end" gap="sm">
                {actions}
              </Group>
            </Stack>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

export function NextButton({ onClick, label = 'Next', loading }: { onClick: () => void; label?: string; loading?: boolean }) {
  return (
    <Button onClick={onClick} loading={loading} miw={120}>
      {label}
    </Button>
  );
}
