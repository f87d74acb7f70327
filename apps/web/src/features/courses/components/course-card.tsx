import { Badge, Button, Card, Group, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  courseCardLabel,
  formatProgress,
  progressText,
  type CourseType,
  type PaidType,
  type ProgressStatus,
} from '@holdfast/shared/courses';

export interface CourseCardProps {
  name: string;
  courseType: CourseType;
  paidType: PaidType;
  /** null: not assigned to the user. */
  progressStatus: ProgressStatus | null;
  progressPercentage: number;
  multicourse: boolean;
  /** Where the button leads; `onAction` runs instead when given (Start assigns progress first). */
  to: string;
  onAction?: () => void;
  loading?: boolean;
}

/** A course in the carousels: progress donut, progress text and the state's button label (spec 2 section 2.1). */
export function CourseCard({
  name,
  courseType,
  paidType,
  progressStatus,
  progressPercentage,
  multicourse,
  to,
  onAction,
  loading,
}: CourseCardProps) {
  const label = courseCardLabel({ course_type: courseType, progress_status: progressStatus });
  const progress = formatProgress(progressPercentage, multicourse);
  const completed = progressStatus === 'completed';
  return (
    <Card shadow="xs" radius="lg" p="lg" h="100%" withBorder component="article" aria-label={name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={700} fz="lg" lh={1.25}>
              {name}
            </Text>
            <Group gap={6} mt={6}>
              {courseType === '30-day-challenge' && (
                <Badge variant="light" color="orange">
                  30 days
                </Badge>
              )}
              {paidType === 'paid' && (
                <Badge variant="light" color="grape">
                  Premium
                </Badge>
              )}
            </Group>
          </div>
          <RingProgress
            size={84}
            thickness={8}
            roundCaps
            sections={[{ value: Math.min(100, progressPercentage), color: completed ? 'teal' : 'harbor' }]}
            label={
              progress.showCup ? (
                <ThemeIcon variant="light" color="teal" radius="xl" size={40} mx="auto" role="img" aria-label="Course complete: 100%">
                  <IconTrophy size={22} aria-hidden />
                </ThemeIcon>
              ) : (
                <Text ta="center" fz="xs" fw={700} data-testid="course-progress">
                  {progress.text}
                </Text>
              )
            }
          />
        </Group>
        <Text size="sm" c="dimmed" fw={600}>
          {progressText(progressStatus)}
        </Text>
        {onAction ? (
          <Button onClick={onAction} loading={loading} variant={completed ? 'light' : 'filled'} aria-label={`${label}: ${name}`}>
            {label}
          </Button>
        ) : (
          <Button component={Link} to={to} variant={completed ? 'light' : 'filled'} aria-label={`${label}: ${name}`}>
            {label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
