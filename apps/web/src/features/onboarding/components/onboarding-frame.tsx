import { Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/auth-layout';

export function OnboardingFrame({
  step,
  steps,
  title,
  subtitle,
  children,
}: {
  step: number;
  steps: number;
  title: string;
  subtitle?: ReactNode;
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
      {children}
    </AuthLayout>
  );
}
