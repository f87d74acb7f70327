import { Button, Group, Modal, Radio, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  createGroupInputSchema,
  DEFAULT_MEETING_TIME,
  GROUP_GENDERS,
  GROUP_NAME_MAX,
  groupsTexts as t,
  groupsWebPaths as web,
  MEETING_DAYS,
  meetingDayLabels,
  premiumGroupSettingsInputSchema,
  type CreateGroupBody,
  type GroupDetail,
} from '@holdfast/shared/groups';
import { FormActions } from '@/components/form-actions';
import { PageFrame } from '@/components/page-frame';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useGetLeader } from '../api/get-leader';
import { useCreateGroup } from '../api/create-group';
import { issuesOf } from '../lib/form-errors';
import { MEETING_TIME_OPTIONS } from '../lib/meeting-time';

interface Values {
  name: string;
  group_type: '' | 'standard' | 'premium_groups';
  premium_group_settings: { day: string; projected_start_date: string; meeting_time: string; gender: string; for_leaders: boolean };
}

/**
 * Spec 5 "New group": name required (at least 2); group type required; a premium group also needs
 * day, projected start date, meeting time and gender. The settings' messages are asked of their
 * own schema too, so one submit shows every message at once.
 */
export function validateGroupForm(values: Values, isLeader: boolean): Record<string, string> {
  const body = toBody(values, isLeader);
  const errors = issuesOf(createGroupInputSchema, body);
  if (body.group_type === 'premium_groups') {
    for (const [field, message] of Object.entries(issuesOf(premiumGroupSettingsInputSchema, body.premium_group_settings))) {
      errors[`premium_group_settings.${field}`] ??= message;
    }
  }
  return errors;
}

function toBody(values: Values, isLeader: boolean): CreateGroupBody {
  // Non-leaders create standard groups only (spec 6): the choice is not theirs to make.
  const groupType = isLeader ? values.group_type : 'standard';
  return {
    name: values.name,
    group_type: (groupType || undefined) as CreateGroupBody['group_type'],
    ...(groupType === 'premium_groups' ? { premium_group_settings: values.premium_group_settings } : {}),
  };
}

const days = MEETING_DAYS.map((d) => ({ value: d, label: meetingDayLabels[d] }));
const genders = GROUP_GENDERS.map((g) => ({ value: g, label: g === 'male' ? 'Male' : 'Female' }));

/** The new-group form; the group-type choice shows only to leaders (spec 2 sections 2.4 and 6). */
export function GroupForm({
  onCancel,
  isLeader,
  onCreated,
}: {
  onCancel: () => void;
  isLeader: boolean;
  onCreated: (group: GroupDetail) => void;
}) {
  const create = useCreateGroup();
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: {
      name: '',
      group_type: isLeader ? '' : 'standard',
      premium_group_settings: { day: '', projected_start_date: '', meeting_time: DEFAULT_MEETING_TIME, gender: '', for_leaders: false },
    },
    validate: (values) => validateGroupForm(values, isLeader),
  });

  const handleSubmit = form.onSubmit((values) => {
    create.mutate(toBody(values, isLeader), { onSuccess: (answer) => onCreated(answer.item) });
  });

  const premium = isLeader && form.values.group_type === 'premium_groups';
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <ErrorCard messages={isApiError(create.error) && create.error.status === 422 ? create.error.messages : []} />
        <TextInput label="Group name" withAsterisk maxLength={GROUP_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
        {isLeader && (
          <Radio.Group label="Group type" withAsterisk {...form.getInputProps('group_type')}>
            <Stack gap="xs" mt="xs">
              <Radio value="standard" label="Small group" />
              <Radio value="premium_groups" label="Premium group" />
            </Stack>
          </Radio.Group>
        )}
        {premium && (
          <>
            <Select label="Meeting day" withAsterisk data={days} {...form.getInputProps('premium_group_settings.day')} />
            <TextInput
              label="Projected start date"
              type="date"
              withAsterisk
              {...form.getInputProps('premium_group_settings.projected_start_date')}
            />
            <Select
              label="Meeting time"
              withAsterisk
              data={MEETING_TIME_OPTIONS}
              {...form.getInputProps('premium_group_settings.meeting_time')}
            />
            <Radio.Group label="Gender" withAsterisk {...form.getInputProps('premium_group_settings.gender')}>
              <Group gap="md" mt="xs">
                {genders.map((g) => (
                  <Radio key={g.value} value={g.value} label={g.label} />
                ))}
              </Group>
            </Radio.Group>
            <Switch label="For leaders" {...form.getInputProps('premium_group_settings.for_leaders', { type: 'checkbox' })} />
          </>
        )}
        <FormActions onCancel={onCancel} submitLabel="Create Group" pending={create.isPending} />
      </Stack>
    </form>
  );
}

/** 'Add New Group' as a modal (the portal and /small-groups). */
export function GroupFormModal({
  opened,
  onClose,
  isLeader,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  isLeader: boolean;
  onCreated: (group: GroupDetail) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.addNewGroup}>
      {opened && (
        <GroupForm
          isLeader={isLeader}
          onCancel={onClose}
          onCreated={(group) => {
            onClose();
            onCreated(group);
          }}
        />
      )}
    </Modal>
  );
}

/** A page's 'new group' button and its form; a created group opens at its Member Progress page. */
export function CreateGroupButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const leader = useGetLeader();
  const [creating, createModal] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={createModal.open}>
        {label}
      </Button>
      <GroupFormModal
        opened={creating}
        onClose={createModal.close}
        isLeader={leader.data?.is_leader ?? false}
        onCreated={(g) => navigate(web.memberProgress(g.id))}
      />
    </>
  );
}

/** The frame of a page listing groups (/small-groups, /leaders-portal): wide, roomy, with the 'new group' button beside its title. */
export function GroupsPageFrame({ title, createLabel, children }: { title: string; createLabel: string; children: ReactNode }) {
  return (
    <PageFrame size="md" gap="lg" title={title} action={<CreateGroupButton label={createLabel} />}>
      {children}
    </PageFrame>
  );
}
