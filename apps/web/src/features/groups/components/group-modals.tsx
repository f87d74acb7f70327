import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  addMemberInputSchema,
  GROUP_NAME_MAX,
  groupRoleLabels,
  groupsTexts as t,
  updateGroupInputSchema,
  type AddMemberBody,
  type Group as GroupItem,
} from '@holdfast/shared/groups';
import { premiumTexts } from '@holdfast/shared/premium-groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useDeleteGroup, useUpdateGroup } from '../api/group-writes';
import { useAddMember } from '../api/member-writes';
import { issuesOf } from '../lib/form-errors';

const listed = (error: unknown) => (isApiError(error) && error.status === 422 ? error.messages : []);

/** 'Change group name' (spec 5: name required). */
export function ChangeNameModal({ group, onClose }: { group: GroupItem | null; onClose: () => void }) {
  const update = useUpdateGroup();
  const form = useForm({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { name: group?.name ?? '' },
    validate: (values) => issuesOf(updateGroupInputSchema, values),
  });
  function close() {
    update.reset();
    onClose();
  }
  const handleSubmit = form.onSubmit((values) => {
    if (!group) return;
    update.mutate({ id: group.id, body: { name: values.name } }, { onSuccess: close });
  });
  return (
    <Modal opened={group !== null} onClose={close} title="Change group name">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={listed(update.error)} />
          <TextInput label="Group name" withAsterisk maxLength={GROUP_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * 'Add Member' (spec 5: e-mail and role required; e-mail valid, 2 to 255). An address without an account gets an invitation mail.
 * A premium group (`premium`) is joined by members through the application (spec 4.5; the API refuses the role
 * 'member' there), so only 'Co-leader' is offered, already chosen.
 */
export function AddMemberModal({
  groupId,
  opened,
  onClose,
  premium = false,
}: {
  groupId: number;
  opened: boolean;
  onClose: () => void;
  premium?: boolean;
}) {
  const add = useAddMember();
  const form = useForm<{ email: string; role: string }>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { email: '', role: premium ? 'group-leader' : '' },
    validate: (values) => issuesOf(addMemberInputSchema, values),
  });
  function close() {
    form.reset();
    add.reset();
    onClose();
  }
  const handleSubmit = form.onSubmit((values) => {
    add.mutate({ groupId, body: values as AddMemberBody }, { onSuccess: close });
  });
  return (
    <Modal opened={opened} onClose={close} title={t.addMember}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorCard messages={listed(add.error)} />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Send Invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The typed-name check of 'Delete group' (spec 5): required, then exactly the group's name. */
export function deleteNameError(typed: string, name: string): string | null {
  if (typed.trim() === '') return m.required;
  return typed === name ? null : t.groupNameMismatch;
}

/** 'Delete group': the owner types the group's exact name (spec 5); anything else is 'Group name does not match'. */
export function DeleteGroupModal({ group, onClose, onDeleted }: { group: GroupItem | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteGroup();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  function close() {
    setTyped('');
    setError(null);
    remove.reset();
    onClose();
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!group) return;
    const problem = deleteNameError(typed, group.name);
    setError(problem);
    if (problem) return;
    // The promise, not mutate's callbacks: those are dropped once the deleted group's page unmounts.
    remove
      .mutateAsync(group.id)
      .then(() => {
        close();
        onDeleted?.();
      })
      .catch(() => undefined); // the hook said why
  }
  return (
    <Modal opened={group !== null} onClose={close} title="Delete group">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light">
            <Text size="sm">{t.confirmDelete}</Text>
          </Alert>
          <TextInput
            label={`Type “${group?.name ?? ''}” to confirm`}
            withAsterisk
            autoComplete="off"
            data-autofocus
            value={typed}
            error={error}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.8" loading={remove.isPending}>
              Delete Group
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
