import { Alert, Anchor, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { checkInsTexts as t, type WeeklyAnswers } from '@holdfast/shared/check-ins';
import type { DynamicForm } from '@holdfast/shared/reference';
import { notify } from '@/lib/notify';
import { useGetWeeklyForm, type WeeklyFormKind } from '../api/get-weekly-form';
import { useSubmitWeeklyAnswers } from '../api/submit-weekly-answers';
import { DynamicFormEnd, DynamicFormFields, useDynamicFormSubmit, type DynamicAnswers } from '@/components/forms/dynamic-form-fields';

function initialValues(form: DynamicForm, latest: WeeklyAnswers['latest']): DynamicAnswers {
  const values: DynamicAnswers = {};
  for (const q of form.questions) values[q.id] = latest?.answers.find((a) => a.question_id === q.id)?.answer ?? '';
  return values;
}

function WeeklyFormBody({ kind, data }: { kind: WeeklyFormKind; data: WeeklyAnswers }) {
  const navigate = useNavigate();
  const submit = useSubmitWeeklyAnswers();
  const { values, errors, answer, formError, serverErrors, handleSubmit } = useDynamicFormSubmit(
    data.form,
    async (answers) => {
      await submit.mutateAsync({ kind, answers });
      notify.success(kind === 'weekly-questions' ? 'Weekly questions saved.' : 'Commitment to change saved.');
      navigate(kind === 'weekly-questions' ? '/commitment-to-change' : '/dashboard');
    },
    () => initialValues(data.form, data.latest),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {data.latest && (
          <Text size="sm" c="dimmed">
            Last submitted {dayjs(data.latest.submitted_on).format('MMMM D, YYYY')}
          </Text>
        )}
        <DynamicFormFields form={data.form} values={values} errors={errors} onChange={answer} />
        <DynamicFormEnd formError={formError} serverErrors={serverErrors} pending={submit.isPending} />
      </Stack>
    </form>
  );
}

function WeeklyFormPage({ kind, title, intro }: { kind: WeeklyFormKind; title: string; intro: string }) {
  const query = useGetWeeklyForm(kind);
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <Anchor component={Link} to="/weekly-checkin" size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden /> Weekly Check-In
          </Group>
        </Anchor>
        <Card shadow="xs" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            </Stack>
            {query.isPending ? (
              <Stack aria-busy="true" role="status" aria-label="Loading">
                <Skeleton height={70} />
                <Skeleton height={70} />
              </Stack>
            ) : query.isError ? (
              <Alert color="red" role="alert">
                {kind === 'weekly-commitment' ? t.weeklyCommitmentFailure : t.weeklyQuestionsFailure}
              </Alert>
            ) : (
              <WeeklyFormBody kind={kind} data={query.data} />
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

export function WeeklyQuestionsPage() {
  return <WeeklyFormPage kind="weekly-questions" title="Weekly Questions" intro="Take a few minutes to look back on your week." />;
}

export function CommitmentToChangePage() {
  return <WeeklyFormPage kind="weekly-commitment" title="Commitment to change" intro="One concrete change you will make this week." />;
}
