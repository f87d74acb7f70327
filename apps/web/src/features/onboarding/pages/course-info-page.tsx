import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { accountsTexts, META_KEYS } from '@holdfast/shared/accounts';
import { AuthLayout } from '../../../components/auth-layout';
import { useSetUserMeta } from '../../../lib/api/set-user-meta';
import { notify } from '../../../lib/notify';

/** /new-on-boarding/course-info: what comes next; Continue records DASHBOARD_ONBOARDING_DONE. */
export function CourseInfoPage() {
  const navigate = useNavigate();
  const done = useSetUserMeta(META_KEYS.dashboardOnboardingDone);

  const handleContinue = () =>
    done.mutate(true, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: () => notify.warning(accountsTexts.errorOccurred),
    });

  return (
    <AuthLayout title="Welcome to Holdfast" subtitle="Your profile is set. Here is what is ahead." width={520}>
      <Stack gap="md">
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
              <IconCircleCheck size={14} />
            </ThemeIcon>
          }
        >
          <List.Item>Your dashboard is your home base for each day.</List.Item>
          <List.Item>Daily and weekly check-ins help you notice patterns and keep your streak.</List.Item>
          <List.Item>Courses that walk you step by step are arriving soon — we will let you know when they open.</List.Item>
        </List>
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
