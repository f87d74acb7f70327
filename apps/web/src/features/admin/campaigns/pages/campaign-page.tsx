import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_TITLE_MAX, campaignsTexts as t, sendCampaignInputSchema } from '@holdfast/shared/admin';
import { hasRole } from '@holdfast/shared/shell';
import { PageFrame } from '@/components/page-frame';
import { ListSkeleton } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { toShellUser } from '@/lib/shell-user';
import { useSendCampaign } from '../api/send-campaign';

type Field = 'title' | 'body';

/** A field's first message from the shared schema (the API checks the same). */
function fieldError(values: Record<Field, string>, field: Field): string | null {
  const parsed = sendCampaignInputSchema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null);
}

/** /admin/campaigns (ff_admin): the words of a campaign push to the members following the news. */
export function CampaignPage() {
  const profile = useProfile();
  const isAdmin = hasRole(toShellUser(profile.data), 'ff_admin');
  return (
    <PageFrame title={t.title} intro={t.intro}>
      {profile.isPending ? (
        <ListSkeleton label={t.title} rows={2} />
      ) : !isAdmin ? (
        <Alert color="yellow" role="alert" title="This page is for the Holdfast administrators." />
      ) : (
        <CampaignForm />
      )}
    </PageFrame>
  );
}

function CampaignForm() {
  const send = useSendCampaign();
  const form = useForm({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { title: '', body: '' },
    validate: { title: (_, values) => fieldError(values, 'title'), body: (_, values) => fieldError(values, 'body') },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notify.success(t.sent);
        form.reset();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422)
          form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
      },
    }),
  );
  const failure = send.error && !(isApiError(send.error) && send.error.status === 422) ? send.error : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        {failure && (
          <Alert color="red" role="alert" title={t.sendFailed}>
            {failure.message}
          </Alert>
        )}
        <TextInput label={t.titleLabel} required maxLength={CAMPAIGN_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea label={t.bodyLabel} required rows={4} maxLength={CAMPAIGN_BODY_MAX} {...form.getInputProps('body')} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
