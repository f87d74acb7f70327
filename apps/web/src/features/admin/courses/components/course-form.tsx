import { Button, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { adminCourseInputSchema, adminCourseUpdateInputSchema, type AdminCourseAnswer } from '@holdfast/shared/admin';
import { COURSE_TYPES, PAID_TYPES, type Course } from '@holdfast/shared/courses';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';

export interface CourseFormValues extends Record<string, unknown> {
  name: string;
  course_type: string;
  paid_type: string;
  duration: string;
  summary: string;
  expectation_content: string;
  completion_content: string;
}

const COURSE_TYPE_LABELS: Record<string, string> = { standard: 'Standard course', '30-day-challenge': '30 Day Challenge (days)' };

const valuesOf = (course: Course | null): CourseFormValues => ({
  name: course?.name ?? '',
  course_type: course?.course_type ?? 'standard',
  paid_type: course?.paid_type ?? 'free',
  duration: course?.duration ?? '',
  summary: course?.summary ?? '',
  expectation_content: course?.expectation_content ?? '',
  completion_content: course?.completion_content ?? '',
});

/** A course's form, validated with the shared schema (the create one names the type; an existing course keeps its type). */
export function CourseForm({
  course,
  onSubmit,
  pending,
  submitLabel,
}: {
  course: Course | null;
  onSubmit: (values: CourseFormValues) => Promise<AdminCourseAnswer>;
  pending: boolean;
  submitLabel: string;
}) {
  const form = useZodForm<CourseFormValues>(course ? adminCourseUpdateInputSchema : adminCourseInputSchema, {
    initialValues: valuesOf(course),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await onSubmit(values);
      form.setValues(valuesOf(answer.course));
      form.resetDirty(valuesOf(answer.course));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.errors);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {!course && (
            <Select
              label="Type"
              data={COURSE_TYPES.map((v) => ({ value: v, label: COURSE_TYPE_LABELS[v] ?? v }))}
              allowDeselect={false}
              {...form.getInputProps('course_type')}
            />
          )}
          <Select
            label="Price"
            data={PAID_TYPES.map((v) => ({ value: v, label: v === 'free' ? 'Free' : 'Paid' }))}
            allowDeselect={false}
            {...form.getInputProps('paid_type')}
          />
          <TextInput label="Duration" placeholder="3 weeks" {...form.getInputProps('duration')} />
        </SimpleGrid>
        <Textarea label="Summary (HTML or plain text)" rows={3} {...form.getInputProps('summary')} />
        <Textarea label="What to expect (HTML or plain text)" rows={3} {...form.getInputProps('expectation_content')} />
        <Textarea label="When completed (HTML or plain text)" rows={3} {...form.getInputProps('completion_content')} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
