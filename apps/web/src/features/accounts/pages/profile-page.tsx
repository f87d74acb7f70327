import {
  Avatar,
  Button,
  Container,
  FileButton,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { privacyTexts, privacyWebPaths } from '@holdfast/shared/privacy';
import { IconCamera, IconEye, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { accessLogTexts, accountabilityWebPaths } from '@holdfast/shared/accountability';
import { useEffect } from 'react';
import {
  accountsTexts,
  AGE_MAX,
  AGE_MIN,
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  GENDERS,
  profileFormSchema,
  type User,
} from '@holdfast/shared/accounts';
import { initials } from '@holdfast/shared/common';
import { ErrorCard } from '@/components/error-card';
import { PlaceFields } from '@/components/forms/place-fields';
import { PageSkeleton } from '@/components/page-skeleton';
import { ProfileBillingSegment } from '@/components/profile-billing-segment';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/api/get-profile';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useListCountries } from '@/lib/api/list-countries';
import { useListTimezones } from '@/lib/api/list-timezones';
import { useUpdateProfile } from '@/lib/api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { validationMessages } from '../lib/error-messages';

export function ProfilePage() {
  const profile = useProfile();
  if (!profile.data) return <PageSkeleton />;
  return <ProfileForm user={profile.data} />;
}

function toFormValues(user: User) {
  const p = user.profile;
  return {
    display_name: p?.display_name ?? '',
    first_name: p?.first_name ?? '',
    middle_name: p?.middle_name ?? '',
    last_name: p?.last_name ?? '',
    biography: p?.biography ?? '',
    gender: (p?.gender as string | null) ?? null,
    age: (p?.age ?? '') as number | string,
    country_id: p?.country_id ? String(p.country_id) : null,
    timezone_id: p?.timezone_id ? String(p.timezone_id) : null,
    is_married: p?.is_married ?? false,
    is_student: p?.is_student ?? false,
    is_leader: p?.is_leader ?? false,
    church: p?.church ?? '',
    zip_code: p?.zip_code ?? '',
    is_anonymous: p?.is_anonymous ?? false,
    needs_accountability: p?.needs_accountability ?? false,
  };
}

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const countries = useListCountries();
  const timezones = useListTimezones();
  const form = useZodForm(profileFormSchema, { initialValues: toFormValues(user) });

  useEffect(() => {
    if (countries.isError) notify.error(accountsTexts.countriesFailure);
  }, [countries.isError]);
  useEffect(() => {
    if (timezones.isError) notify.error(accountsTexts.timezonesFailure);
  }, [timezones.isError]);

  const handleSubmit = form.onSubmit(
    (values) => {
      update.mutate(profileFormSchema.parse(values), {
        onSuccess: () => {
          notify.success(accountsTexts.profileUpdated);
          form.resetDirty();
        },
        onError: (error) => {
          if (!(isApiError(error) && error.status === 422)) notify.error(accountsTexts.profileUpdateFailure);
        },
      });
    },
    () => notify.warning(accountsTexts.errorOccurred),
  );

  const handleAvatar = (file: File | null) => {
    if (!file) return;
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      notify.error(accountsTexts.invalidImage);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(accountsTexts.profileUpdated),
      onError: () => notify.error(accountsTexts.profileUpdateFailure),
    });
  };

  const anonymousProps = form.getInputProps('is_anonymous', { type: 'checkbox' });
  const name = user.profile?.display_name || user.username;

  return (
    <Container size={760} py="xl" px="md">
      <Stack gap="lg">
        <ProfileBillingSegment value="profile" />
        <Title order={1} fz={28}>
          Profile
        </Title>
        <Paper withBorder p="lg" radius="lg">
          <Group gap="lg" wrap="nowrap">
            <Avatar src={user.profile?.profile_icon ?? undefined} size={84} radius="xl" color="harbor" alt={name}>
              {initials({ ...user.profile, username: user.username })}
            </Avatar>
            {/* miw 0 and anywhere-wrapping: a long name or address wraps instead of widening the page on a phone. */}
            <Stack gap={4} miw={0}>
              <Text fw={650} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <FileButton onChange={handleAvatar} accept={AVATAR_MIME_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={16} />} loading={upload.isPending}>
                    Change Photo
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Group>
        </Paper>

        <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="privacy-title">
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={650} id="privacy-title">
                Privacy
              </Text>
              <Text size="sm" c="dimmed">
                Who can see what of yours, each time someone opened it, and discreet mode.
              </Text>
            </div>
            <Group gap="sm">
              <Button component={Link} to={privacyWebPaths.centre} variant="filled" leftSection={<IconShieldLock size={16} aria-hidden />}>
                {privacyTexts.profileLink}
              </Button>
              <Button
                component={Link}
                to={accountabilityWebPaths.accessLog}
                variant="light"
                leftSection={<IconEye size={16} aria-hidden />}
              >
                {accessLogTexts.title}
              </Button>
            </Group>
          </Group>
        </Paper>

        <Paper withBorder p="lg" radius="lg" component="form" onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <ErrorCard messages={validationMessages(update.error)} />
            <TextInput label="Display Name" withAsterisk {...form.getInputProps('display_name')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="First Name" withAsterisk {...form.getInputProps('first_name')} />
              <TextInput label="Middle Name" {...form.getInputProps('middle_name')} />
              <TextInput label="Last Name" {...form.getInputProps('last_name')} />
            </SimpleGrid>
            <Textarea label="About Me" autosize minRows={2} maxRows={6} {...form.getInputProps('biography')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Radio.Group label="Gender" withAsterisk {...form.getInputProps('gender')} value={form.values.gender ?? ''}>
                <Group mt={6}>
                  {GENDERS.map((g) => (
                    <Radio key={g} value={g} label={g} />
                  ))}
                </Group>
              </Radio.Group>
              {/* No clamping: an age out of range is shown with its message, never silently changed. */}
              <NumberInput
                label="Age"
                min={AGE_MIN}
                max={AGE_MAX}
                clampBehavior="none"
                allowDecimal={false}
                {...form.getInputProps('age')}
              />
            </SimpleGrid>
            <PlaceFields
              countries={countries.data}
              timezones={timezones.data}
              countryProps={form.getInputProps('country_id')}
              timezoneProps={form.getInputProps('timezone_id')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Switch label="I'm Married" {...form.getInputProps('is_married', { type: 'checkbox' })} />
              <Switch label="I'm a Student" {...form.getInputProps('is_student', { type: 'checkbox' })} />
              <Switch label="I lead others (group or ministry)" {...form.getInputProps('is_leader', { type: 'checkbox' })} />
              <Switch
                label="Stay anonymous"
                {...anonymousProps}
                onChange={(event) => {
                  anonymousProps.onChange(event);
                  if (event.currentTarget.checked) form.setFieldValue('needs_accountability', false);
                }}
              />
              <Switch
                label="I'd like an accountability partner"
                disabled={form.values.is_anonymous}
                {...form.getInputProps('needs_accountability', { type: 'checkbox' })}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {form.values.is_leader && <TextInput label="Church" withAsterisk {...form.getInputProps('church')} />}
              <TextInput label="Zip Code" autoComplete="postal-code" {...form.getInputProps('zip_code')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={update.isPending}>
                Save Changes
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
