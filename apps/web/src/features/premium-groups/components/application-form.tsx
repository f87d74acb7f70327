import { Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { ANSWER_MAX, GROUP_TIME_OPTIONS, premiumTexts as t, SHORT_ANSWER_MAX } from '@holdfast/shared/premium-groups';
import { useListTimezones } from '@/lib/api/list-timezones';
import { notify } from '@/lib/notify';
import { EMPTY_APPLICATION, validateApplication, type ApplicationValues } from '../lib/application-draft';

function YesNo({
  label,
  inputProps,
}: {
  label: string;
  inputProps: ReturnType<ReturnType<typeof useForm<ApplicationValues>>['getInputProps']>;
}) {
  return (
    <Radio.Group label={label} withAsterisk {...inputProps}>
      <Group gap="lg" mt={6}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} fz="lg" component="legend" mb="xs" style={{ padding: 0 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The required free-text answers, in the form's order. */
const REQUIRED_ANSWERS: { field: keyof ApplicationValues; label: string; rows: number }[] = [
  { field: 'hope_to_gain', label: 'What do you hope to gain from a premium group?', rows: 3 },
  { field: 'will_add_to_group', label: 'What will you add to the group?', rows: 3 },
  { field: 'relationship_with_god', label: 'How would you describe your relationship with God?', rows: 3 },
  { field: 'reason_not_attend_weekly', label: 'Is there any reason you might not attend weekly?', rows: 2 },
];

/**
 * 'Application Details' (spec 2 sections 2.5, 3, 5 and 9): every answer of a premium group
 * application. The ministry leaders' group question shows once 'in ministry' is yes; an invalid
 * submit marks every field and says 'Please submit the form'. `withAge` is the logged-in form's
 * age (spec 3).
 */
export function ApplicationForm({
  initialValues,
  withAge = false,
  submitLabel,
  busy = false,
  onValid,
  onChange,
}: {
  initialValues?: Partial<ApplicationValues>;
  withAge?: boolean;
  submitLabel: string;
  busy?: boolean;
  onValid: (values: ApplicationValues) => void;
  onChange?: (values: ApplicationValues) => void;
}) {
  const timezones = useListTimezones();
  const form = useForm<ApplicationValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { ...EMPTY_APPLICATION, ...initialValues },
    validate: validateApplication,
    onValuesChange: onChange,
  });
  const handleSubmit = form.onSubmit(onValid, () => notify.error(t.pleaseSubmitForm));
  const zoneOptions = (timezones.data ?? []).map((z) => z.name);
  const inMinistry = form.values.in_ministry === 'yes';

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t.applicationDetails}>
      <Stack gap="xl">
        <Section title="About you">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" autoComplete="name" withAsterisk maxLength={SHORT_ANSWER_MAX} {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk maxLength={255} {...form.getInputProps('email')} />
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              withAsterisk
              maxLength={40}
              {...form.getInputProps('phone_number')}
            />
            {withAge && <TextInput label="Age" inputMode="numeric" maxLength={3} {...form.getInputProps('age')} />}
            {timezones.isError ? (
              <TextInput
                label="Time zone"
                withAsterisk
                maxLength={SHORT_ANSWER_MAX}
                placeholder="e.g. America/Chicago"
                {...form.getInputProps('timezone')}
              />
            ) : (
              <Select
                label="Time zone"
                withAsterisk
                searchable
                data={zoneOptions}
                placeholder={timezones.isPending ? 'Loading time zones…' : 'Choose your time zone'}
                nothingFoundMessage="No time zone found"
                {...form.getInputProps('timezone')}
              />
            )}
          </SimpleGrid>
          <Radio.Group label="Gender" withAsterisk {...form.getInputProps('gender')}>
            <Group gap="lg" mt={6}>
              <Radio value="male" label="Male" />
              <Radio value="female" label="Female" />
            </Group>
          </Radio.Group>
          <YesNo label="Are you married?" inputProps={form.getInputProps('is_married')} />
          <YesNo label="Are you in ministry?" inputProps={form.getInputProps('in_ministry')} />
          {inMinistry && (
            <YesNo
              label="Would you like to be in a group for ministry leaders?"
              inputProps={form.getInputProps('is_in_ministry_leader_group')}
            />
          )}
        </Section>

        <Section title="Your answers">
          {REQUIRED_ANSWERS.map(({ field, label, rows }) => (
            <Textarea key={field} label={label} withAsterisk rows={rows} maxLength={ANSWER_MAX} {...form.getInputProps(field)} />
          ))}
        </Section>

        <Section title="Group times">
          <Checkbox.Group
            label="Which group times can you make?"
            description="Central time; choose every time that works."
            {...form.getInputProps('meeting_time')}
          >
            <Stack gap="xs" mt="xs">
              {GROUP_TIME_OPTIONS.map((o) => (
                <Checkbox key={o} value={o} label={o} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Textarea
            label="Other days or times that would work (optional)"
            rows={2}
            maxLength={ANSWER_MAX}
            {...form.getInputProps('other_day')}
          />
          <YesNo label="Are you able to use Zoom?" inputProps={form.getInputProps('able_to_use_zoom')} />
        </Section>

        <Section title="Commitments">
          <Checkbox
            label="I agree to keep everything shared in the group confidential."
            {...form.getInputProps('confidentiality_agreement', { type: 'checkbox' })}
          />
          <Checkbox
            label="I commit to the daily practices (under 10 minutes a day) and 30 to 60 minutes of weekly preparation."
            {...form.getInputProps('daily_practice_commitment', { type: 'checkbox' })}
          />
          <Textarea
            label="Questions regarding payment (optional)"
            rows={2}
            maxLength={ANSWER_MAX}
            {...form.getInputProps('questions_regarding_payment')}
          />
        </Section>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
