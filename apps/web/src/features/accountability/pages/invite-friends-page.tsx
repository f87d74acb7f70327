import { Button, Card, Stack, Textarea, TextInput } from '@mantine/core';
import { invitationTexts as t, PARTNER_MESSAGE_MAX, referFriendInputSchema } from '@holdfast/shared/accountability';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useReferFriend } from '../api/refer-friend';
import { PageFrame } from '@/components/page-frame';

/** /invite-friends ('refer a friend'): an e-mail invitation to join Holdfast. */
export function InviteFriendsPage() {
  const refer = useReferFriend();
  const form = useZodForm(referFriendInputSchema, { initialValues: { email: '', message: '' } });

  const handleSubmit = form.onSubmit((values) =>
    refer.mutate(referFriendInputSchema.parse(values), {
      onSuccess: (answer) => {
        notify.success(answer.message || t.invitationSent);
        form.reset();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) return;
        notify.error(isApiError(error) && error.status === 429 ? t.tooManyInvitations : t.invitationFailure);
      },
    }),
  );

  return (
    <PageFrame
      title={t.inviteFriendsTitle}
      intro="Know someone who would be helped by Holdfast? Send them an invitation; the mail says only that you invited them."
    >
      <Card withBorder radius="lg" p="lg">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <ErrorCard messages={isApiError(refer.error) && refer.error.status === 422 ? refer.error.messages : []} />
            <TextInput label="Friend’s email" type="email" autoComplete="off" withAsterisk {...form.getInputProps('email')} />
            <Textarea label="Message (optional)" rows={3} maxLength={PARTNER_MESSAGE_MAX} {...form.getInputProps('message')} />
            <Button type="submit" loading={refer.isPending} style={{ alignSelf: 'flex-start' }}>
              Send Invitation
            </Button>
          </Stack>
        </form>
      </Card>
    </PageFrame>
  );
}
