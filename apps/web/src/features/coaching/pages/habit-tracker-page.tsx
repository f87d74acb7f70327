import { Alert, Anchor, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { coachClientTexts as ct, coachingTexts as t, coachingWebPaths as web } from '@holdfast/shared/coaching';
import type { DynamicForm } from '@holdfast/shared/reference';
import { ErrorCard } from '@/components/error-card';
import { DynamicFormFields, useDynamicFormSubmit, validateDynamicForm } from '@/components/forms/dynamic-form-fields';
import { PageFrame } from '@/components/page-frame';
import { SkeletonStack } from '@/components/query-states';
import { notify } from '@/lib/notify';
import { useGetHabitConfig } from '../api/get-habit-config';
import { useGetHabitForm } from '../api/get-habit-form';
import { useSubmitHabitAnswers } from '../api/submit-habit-answers';
import { ClientGate } from '../components/client-gate';

const formSkeleton = (
  <SkeletonStack
    label="Loading the habit tracker"
    bars={[
      { height: 16, width: '30%' },
      { height: 70, radius: 'md' },
      { height: 36, width: '40%', radius: 'md' },
    ]}
  />
);

/** One question a step: Previous, Next and, on the last, Submit. An unanswered question is sent as null. */
function HabitSteps({ form }: { form: DynamicForm }) {
  const navigate = useNavigate();
  const submit = useSubmitHabitAnswers();
  const [step, setStep] = useState(0);
  const { values, errors, setErrors, answer, formError, serverErrors, handleSubmit } = useDynamicFormSubmit(
    form,
    async (answers) => {
      await submit.mutateAsync({ answers });
      notify.success(t.habitSubmitted);
      navigate(web.clientHome);
    },
    undefined,
    { failureText: t.habitSubmitFailed },
  );
  const total = form.questions.length;
  const last = step === total - 1;
  const current = { ...form, questions: form.questions.slice(step, step + 1) };
  // Each step's field takes the focus (the previous one is gone), not the first render's.
  const fields = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    fields.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [step]);

  function onSubmit(event: FormEvent) {
    if (!last) {
      event.preventDefault();
      const found = validateDynamicForm(current, values);
      setErrors(found);
      if (Object.keys(found).length === 0) setStep(step + 1);
      return;
    }
    // A required question left behind (only if a step was skipped somehow): show it.
    const firstMissing = form.questions.findIndex((q) => validateDynamicForm({ ...form, questions: [q] }, values)[q.id]);
    if (firstMissing >= 0 && firstMissing !== step) setStep(firstMissing);
    void handleSubmit(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={ct.habitTrackerTitle}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" id="habit-step" aria-live="polite">
            {ct.stepOf(step + 1, total)}
          </Text>
          <Progress value={((step + 1) / total) * 100} size="sm" mt={4} aria-labelledby="habit-step" />
        </div>
        <div ref={fields}>
          <DynamicFormFields form={current} values={values} errors={errors} onChange={answer} />
        </div>
        {formError && (
          <Text c="red.9" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <ErrorCard messages={serverErrors} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || submit.isPending}>
            {ct.previous}
          </Button>
          {last ? (
            <Button type="submit" loading={submit.isPending}>
              {ct.submit}
            </Button>
          ) : (
            <Button type="submit">{ct.next}</Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Why the questions could not be shown (also as the spec's toast). */
function FormProblem({ text }: { text: string }) {
  useEffect(() => {
    notify.error(text);
  }, [text]);
  return (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  );
}

/** The configured form: its id from the HabitMetricCalculation config, then its questions. */
function HabitForm() {
  const config = useGetHabitConfig();
  const formId = config.data?.formId ?? null;
  const form = useGetHabitForm(formId);
  if (config.isPending) return formSkeleton;
  if (config.isError) return <FormProblem text={t.habitQuestionsFailed} />;
  if (formId === null) return <FormProblem text={t.formMisconfigured} />;
  if (form.isPending) return formSkeleton;
  if (form.isError) return <FormProblem text={t.habitQuestionsFailed} />;
  if (form.data.questions.length === 0) return <FormProblem text={t.formMisconfigured} />;
  return <HabitSteps form={form.data} />;
}

/** /coaching-client/habit-tracker (spec 3 section 2): the habit tracker, a question at a time. */
export function HabitTrackerPage() {
  const back = (
    <Anchor component={Link} to={web.clientHome} size="sm">
      {ct.pageTitle}
    </Anchor>
  );
  return (
    <ClientGate title={ct.habitTrackerTitle} skeleton={<PageFrame title={ct.habitTrackerTitle}>{formSkeleton}</PageFrame>}>
      {() => (
        <PageFrame title={ct.habitTrackerTitle} above={back} intro={ct.habitTrackerIntro}>
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <HabitForm />
          </Card>
        </PageFrame>
      )}
    </ClientGate>
  );
}
