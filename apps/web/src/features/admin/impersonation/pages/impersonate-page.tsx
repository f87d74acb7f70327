import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { adminWebPaths, IMPERSONATION_REASON_MAX, impersonationTexts as t, impersonationTokenInputSchema } from '@holdfast/shared/admin';
import { hasRole } from '@holdfast/shared/shell';
import { PageFrame } from '@/components/page-frame';
import { ListSkeleton } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { toShellUser } from '@/lib/shell-user';
import { useStartImpersonation } from '../api/start-impersonation';

/** What the page that links here may pass along (a person's page): whom, by name. */
export interface ImpersonateLinkState {
  name?: string;
  email?: string | null;
}

/** The reason's first message from the shared schema (the API checks the same). */
function reasonError(userId: number, reason: string): string | null {
  const parsed = impersonationTokenInputSchema.safeParse({ user_id: userId, reason });
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ?? null);
}

/**
 * /admin/impersonate/:userId (ff_admin): why the admin needs to see this member's account; then
 * the console opens the member's dashboard in a read-only session of at most an hour, with the
 * banner and Stop on every page. The member's access log and the audit log record it.
 */
export function ImpersonatePage() {
  const params = useParams();
  const userId = Number(params.userId);
  const profile = useProfile();
  const isAdmin = hasRole(toShellUser(profile.data), 'ff_admin');
  const known = Number.isInteger(userId) && userId > 0;
  return (
    <PageFrame title={t.startTitle} intro={t.startIntro}>
      {profile.isPending ? (
        <ListSkeleton label={t.startTitle} rows={2} />
      ) : !isAdmin ? (
        <Alert color="yellow" role="alert" title="This page is for the Holdfast administrators." />
      ) : !known ? (
        <Alert color="yellow" role="alert" title={t.unknownMember} />
      ) : (
        <ReasonForm userId={userId} />
      )}
    </PageFrame>
  );
}

function ReasonForm({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ImpersonateLinkState;
  const start = useStartImpersonation();
  const form = useForm({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { reason: '' },
    validate: { reason: (value) => reasonError(userId, value) },
  });
  const submit = form.onSubmit(({ reason }) =>
    start.mutate(
      { user_id: userId, reason },
      {
        onSuccess: () => void navigate('/dashboard', { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.errors.reason) form.setErrors({ reason: error.errors.reason[0] });
        },
      },
    ),
  );
  const failure = start.error && !(isApiError(start.error) && start.error.errors.reason) ? start.error : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          <Text span c="dimmed">
            Member:{' '}
          </Text>
          <Text span fw={700}>
            {state.name ? t.person(state.name, state.email ?? null) : `#${userId}`}
          </Text>
        </Text>
        {failure && (
          <Alert color="red" role="alert" title={t.startFailed}>
            {failure.message}
          </Alert>
        )}
        <Textarea
          label={t.reasonLabel}
          description={t.reasonDescription}
          required
          rows={4}
          maxLength={IMPERSONATION_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate(adminWebPaths.home)}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={start.isPending}>
            {t.start}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
