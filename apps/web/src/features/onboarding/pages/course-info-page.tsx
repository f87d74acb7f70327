import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { accountsTexts, META_KEYS } from '@holdfast/shared/accounts';
import { AuthLayout } from '@/components/auth-layout';
import { useSetUserMeta } from '@/lib/api/set-user-meta';
import { useListUserCourses } from '@/lib/api/list-user-courses';
import { notify } from '@/lib/notify';

/** /new-on-boarding/course-info: the course a new member starts with; Continue records DASHBOARD_ONBOARDING_DONE. */
export function CourseInfoPage() {
  const navigate = useNavigate();
  const done = useSetUserMeta(META_KEYS.dashboardOnboardingDone);
  const courses = useListUserCourses();
  const course = courses.data?.[0]?.course;

  const handleContinue = () =>
    done.mutate(true, {
      onSuccess: () => void navigate('/dashboard', { replace: true }),
      onError: () => notify.warning(accountsTexts.errorOccurred),
    });

  return (
    <AuthLayout title="Your first step" subtitle="Here is the course we recommend you start with." width={560}>
      <Stack gap="md">
        {courses.isPending ? (
          <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading your course">
            <Skeleton height={24} width="60%" />
            <Skeleton height={64} />
          </Stack>
        ) : course ? (
          <Card withBorder radius="lg" p="lg" component="section" aria-label="Recommended course">
            <Group justify="space-between" align="flex-start" mb="xs">
              <Title order={2} fz="xl">
                {course.name}
              </Title>
              {course.duration && (
                <Badge variant="light" leftSection={<IconClock size={12} aria-hidden />}>
                  {course.duration}
                </Badge>
              )}
            </Group>
            {/* Course texts are HTML from the seeded catalogue, not user input. */}
            {course.summary && (
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: course.summary }} />
              </Typography>
            )}
            {course.expectation_content && (
              <Typography c="dimmed" fz="sm">
                <div dangerouslySetInnerHTML={{ __html: course.expectation_content }} />
              </Typography>
            )}
          </Card>
        ) : (
          <Text c="dimmed">Your courses will appear on your dashboard.</Text>
        )}
        <Text size="sm" c="dimmed">
          Freedom is built one honest day at a time. You are not doing this alone.
        </Text>
        <Button size="md" onClick={handleContinue} loading={done.isPending} disabled={done.isPending}>
          Continue
        </Button>
      </Stack>
    </AuthLayout>
  );
}
