import { Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { addMemberInputSchema, groupRoleLabels, groupsTexts as t, type AddMemberBody } from '@holdfast/shared/groups';
import { premiumTexts } from '@holdfast/shared/premium-groups';
import { FormActions } from '@/components/form-actions';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';

/**
 * What the modal needs of the caller's POST groups/{id}/members mutation: each feature brings its own
 * (its toasts, the lists it refreshes); a TanStack mutation result fits as it is.
 */
export interface AddMemberMutation {
  mutate: (variables: { groupId: number; body: AddMemberBody }, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * 'Add Member' (spec 2 section 5: e-mail and role required; e-mail valid, 2 to 255). An address
 * without an account gets an invitation mail. Shared by the groups' member progress and premium group
 * management. A premium group (`premium`) is joined by members through the application (spec 4.5;
 * the API refuses the role 'member' there), so only 'Co-leader' is offered, already chosen.
 */
export function AddMemberModal({
  groupId,
  opened,
  onClose,
  add,
  premium = false,
}: {
  groupId: number;
  opened: boolean;
  onClose: () => void;
  add: AddMemberMutation;
  premium?: boolean;
}) {
  const form = useZodForm<{ email: string; role: string }>(addMemberInputSchema, {
    initialValues: { email: '', role: premium ? 'group-leader' : '' },
  });
  function close() {
    form.reset();
    add.reset();
    onClose();
  }
  const handleSubmit = form.onSubmit((values) => {
    add.mutate({ groupId, body: values as AddMemberBody }, { onSuccess: close });
  });
  const listed = isApiError(add.error) && add.error.status === 422 ? add.error.messages : [];
  return (
    <Modal opened={opened} onClose={close} title={t.addMember}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={listed} />
          <TextInput label="Email" type="email" autoComplete="off" withAsterisk data-autofocus {...form.getInputProps('email')} />
          <Radio.Group label="Role" withAsterisk {...form.getInputProps('role')}>
            <Stack gap="xs" mt="xs">
              {!premium && <Radio value="member" label={groupRoleLabels.member} />}
              <Radio value="group-leader" label={groupRoleLabels['group-leader']} />
            </Stack>
          </Radio.Group>
          {premium && (
            <Text size="sm" c="dimmed">
              {premiumTexts.membersJoinByApplication}
            </Text>
          )}
          <FormActions onCancel={close} submitLabel="Send Invitation" pending={add.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
