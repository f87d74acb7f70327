import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { coursesTexts as t, scholarshipInputSchema } from '@holdfast/shared/courses';
import { ErrorCard } from '@/components/error-card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateScholarship } from '../api/create-scholarship';
import { useListScholarships } from '../api/list-scholarships';

/** 'Student Only' scholarship card; the page shows it only to students (spec 2 section 6). */
export function ScholarshipCard({ courseId }: { courseId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const apply = useCreateScholarship();
  const mine = useListScholarships();
  const application = mine.data?.find((a) => a.course_id === courseId);
  const form = useZodForm<{ course_id: number; school_enrolled: string; school_email: string; scholarship_reason: string }>(
    scholarshipInputSchema,
    {
      initialValues: { course_id: courseId, school_enrolled: '', school_email: '', scholarship_reason: '' },
    },
  );

  const handleSubmit = form.onSubmit((values) => {
    setServerErrors([]);
    apply.mutate(values, {
      onSuccess: () => {
        notify.success(t.scholarshipApplied);
        form.reset();
        close();
      },
      onError: (e) => {
        if (isApiError(e) && e.status === 422) setServerErrors(e.messages);
        else if (isApiError(e) && (e.status === 409 || e.status === 403)) notify.warning(e.message);
        else notify.error(t.scholarshipFailure);
      },
    });
  });

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-label="Scholarship">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconSchool size={28} aria-hidden />
          <div>
            <Title order={2} fz="lg">
              Scholarship
            </Title>
            <Text size="sm" c="dimmed">
              Enrolled in school? Ask for a scholarship and our team will review it.
            </Text>
          </div>
        </Group>
        <Badge color="grape" variant="light">
          {t.studentOnly}
        </Badge>
      </Group>
      {application ? (
        <Group gap="sm" mt="md" wrap="wrap">
          <Badge variant="light" color={application.status === 'approved' ? 'teal' : application.status === 'rejected' ? 'red' : 'yellow'}>
            {application.status === 'pending' ? `${t.scholarshipApplied} · pending` : application.status}
          </Badge>
          <Text size="sm" role="status">
            {application.status === 'pending'
              ? t.scholarshipPendingReview
              : application.status === 'approved'
                ? t.scholarshipApproved
                : t.scholarshipRejected}
          </Text>
        </Group>
      ) : (
        <Button variant="light" mt="md" onClick={open} disabled={mine.isPending}>
          Apply for a scholarship
        </Button>
      )}
      <Modal opened={opened} onClose={close} title="Apply for a scholarship" centered>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <ErrorCard messages={serverErrors} />
            <TextInput label="School enrolled" withAsterisk maxLength={255} {...form.getInputProps('school_enrolled')} />
            <TextInput label="School email" type="email" withAsterisk maxLength={255} {...form.getInputProps('school_email')} />
            <Textarea label="Why are you applying?" withAsterisk rows={4} maxLength={5000} {...form.getInputProps('scholarship_reason')} />
            <Button type="submit" loading={apply.isPending}>
              Apply
            </Button>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
