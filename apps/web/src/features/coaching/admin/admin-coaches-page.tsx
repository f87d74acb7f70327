import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { hasRole } from '@holdfast/shared/shell';
import { COACH_LINK_MAX, coachAdminTexts as t, coachingTexts, inviteCoachInputSchema, type AdminCoach } from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { toShellUser } from '@/lib/shell-user';
import { useInviteCoach } from '../api/invite-coach';
import { useListAdminCoaches } from '../api/list-admin-coaches';

interface FormValues {
  email: string;
  meeting_url: string;
}

/** What is sent: an empty meeting link is none. */
const toInput = (values: FormValues) => ({ email: values.email, meeting_url: values.meeting_url.trim() || null });

/** The shared schema's messages, by field (the first of each). */
function inviteCoachErrors(values: FormValues): Partial<Record<keyof FormValues, string>> {
  const parsed = inviteCoachInputSchema.safeParse(toInput(values));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

const statusLabels = { pending: coachingTexts.pending, accepted: 'Accepted', rejected: coachingTexts.rejected } as const;
const statusColors = { pending: 'yellow', accepted: 'teal', rejected: 'gray' } as const;
const day = (iso: string) => iso.slice(0, 10);

/**
 * /admin/coaches (ff_admin): invite a coach by e-mail with an optional meeting link (POST
 * admin/coaches), and every coach with their status, billing state and accepted clients. Its own
 * lazy chunk: nothing of it loads for a member. A member who opens it is told, and nothing is asked.
 */
export function AdminCoachesPage() {
  const profile = useProfile();
  const isAdmin = hasRole(toShellUser(profile.data), 'ff_admin');
  return (
    <PageFrame title={t.title} intro={t.intro} size="md">
      {profile.isPending ? (
        <ListSkeleton label={t.loadingCoaches} rows={3} />
      ) : !isAdmin ? (
        <Alert color="yellow" role="alert" title={t.onlyAdmins} />
      ) : (
        <>
          <InviteCoachForm />
          <CoachList />
        </>
      )}
    </PageFrame>
  );
}

function InviteCoachForm() {
  const invite = useInviteCoach();
  const form = useForm<FormValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { email: '', meeting_url: '' },
    validate: inviteCoachErrors,
  });
  const handleSubmit = form.onSubmit((values) => {
    invite.mutate(inviteCoachInputSchema.parse(toInput(values)), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          form.setErrors({ email: error.errors.email?.[0], meeting_url: error.errors.meeting_url?.[0] });
          if (!error.errors.email && !error.errors.meeting_url) form.setErrors({ email: error.message });
        }
      },
    });
  });
  return (
    <Card withBorder radius="lg" p="lg" component="form" onSubmit={handleSubmit} noValidate aria-labelledby="invite-coach-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="invite-coach-title">
          {t.inviteCoach}
        </Title>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t.email}
            type="email"
            autoComplete="off"
            withAsterisk
            maxLength={255}
            miw={220}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t.meetingUrl}
            type="url"
            placeholder="https://"
            maxLength={COACH_LINK_MAX}
            miw={220}
            {...form.getInputProps('meeting_url')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {t.inviteCoach}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CoachList() {
  const [page, setPage] = useState(1);
  const list = useListAdminCoaches(page);
  const refused = isApiError(list.error) && list.error.status === 403;
  return (
    <Stack gap="sm" component="section" aria-labelledby="coach-list-title">
      <Title order={2} fz="lg" id="coach-list-title">
        {t.title}
      </Title>
      {list.isPending ? (
        <ListSkeleton label={t.loadingCoaches} rows={3} height={72} />
      ) : refused ? (
        <Alert color="yellow" role="alert" title={t.onlyAdmins} />
      ) : list.isError ? (
        <LoadFailure title={t.coachesFailed} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyCard>
          <Text c="dimmed">{t.noCoaches}</Text>
        </EmptyCard>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.title}>
          {list.data.items.map((coach) => (
            <CoachRow key={coach.id} coach={coach} />
          ))}
        </Stack>
      )}
      {list.data && list.data.totalPages > 1 && (
        <Group justify="space-between" component="nav" aria-label="Pages">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text size="sm">
            Page {page} of {list.data.totalPages}
          </Text>
          <Button variant="default" size="xs" disabled={page >= list.data.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CoachRow({ coach }: { coach: AdminCoach }) {
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={coach.email}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {coach.email}
          </Text>
          <Text size="sm" c="dimmed">
            Invited {day(coach.created_at)} · {t.acceptedClients(coach.accepted_clients)}
          </Text>
          <Text size="sm">
            {coach.is_billing_setup_complete ? t.billingSetUp : t.billingNotSetUp}
            {coach.subscription_status && ` · ${coach.subscription_status.replace(/_/g, ' ')}`}
          </Text>
        </Stack>
        <Badge variant="light" color={statusColors[coach.request_status]}>
          {statusLabels[coach.request_status]}
        </Badge>
      </Group>
    </Card>
  );
}
