import { Button, Card, Container, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { invitationTexts as t, PARTNER_MESSAGE_MAX, referFriendInputSchema } from '@holdfast/shared/accountability';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useReferFriend } from '../api/refer-friend';

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
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t.inviteFriendsTitle}
        </Title>
        <Text c="dimmed">Know someone who would be helped by Holdfast? Send them an invitation; the mail says only that you invited them.</Text>
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
      </Stack>
    </Container>
  );
}
