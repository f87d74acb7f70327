import { Progress, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AuthLayout } from '@/components/auth-layout';

/** An onboarding step: its place in the flow, then its form (the form validates itself: noValidate). */
export function OnboardingFrame({
  step,
  steps,
  title,
  subtitle,
  onSubmit,
  gap = 'lg',
  children,
}: {
  step: number;
  steps: number;
  title: string;
  subtitle?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  gap?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <AuthLayout title={title} subtitle={subtitle} width={520}>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={600}>
          Step {step} of {steps}
        </Text>
        <Progress value={(step / steps) * 100} size="sm" aria-label={`Step ${step} of ${steps}`} />
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={gap}>{children}</Stack>
      </form>
    </AuthLayout>
  );
}
