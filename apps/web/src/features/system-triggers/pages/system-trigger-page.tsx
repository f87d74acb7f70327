import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { checkInsTexts as t, DEFAULT_HARD_DAY_CARE } from '@holdfast/shared/check-ins';
import { HardDayCare } from '@/components/care/hard-day-care';
import { useHardDayCare } from '@/lib/api/get-hard-day-care';
import { notify } from '@/lib/notify';
import { useGetSystemTrigger } from '../api/get-system-trigger';
import { useSubmitTriggerAnswers } from '../api/submit-trigger-answers';
import { DynamicFormEnd, DynamicFormFields, useDynamicFormSubmit } from '@/components/forms/dynamic-form-fields';

/** /system-triggers/{id}/{action}: the trigger's dynamic form; a report returns to /dashboard. */
export function SystemTriggerPage() {
  const { triggerId } = useParams();
  const id = Number(triggerId);
  const navigate = useNavigate();
  const trigger = useGetSystemTrigger(id);
  const submit = useSubmitTriggerAnswers();
  const [isSubmitted, setSubmitted] = useState(false);
  const care = useHardDayCare();

  const form = trigger.data?.form ?? null;
  const { values, errors, answer, formError, serverErrors, handleSubmit } = useDynamicFormSubmit(form, async (questions) => {
    await submit.mutateAsync({ id, questions });
    notify.info(`${trigger.data!.name} submitted. Thank you for being honest.`);
    // A report ends with care and one next step, not only a toast (the care's words are seeded).
    setSubmitted(true);
  });

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <Anchor component={Link} to="/dashboard" size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden /> Back to dashboard
          </Group>
        </Anchor>
        <Card shadow="xs" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {isSubmitted ? (
            <Stack gap="md">
              <HardDayCare words={(care.data ?? DEFAULT_HARD_DAY_CARE).crash_report} care={care.data ?? DEFAULT_HARD_DAY_CARE} />
              <Button variant="default" onClick={() => navigate('/dashboard')}>
                Back to dashboard
              </Button>
            </Stack>
          ) : trigger.isPending ? (
            <Stack aria-busy="true" role="status" aria-label="Loading">
              <Skeleton height={30} width="50%" />
              <Skeleton height={56} />
              <Skeleton height={96} />
              <Skeleton height={56} />
            </Stack>
          ) : trigger.isError || !trigger.data ? (
            <Alert color="red" role="alert">
              {t.triggerFailure}
            </Alert>
          ) : (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="md">
                <Stack gap={4}>
                  <Title order={1} fz={{ base: 22, sm: 26 }}>
                    {trigger.data.name}
                  </Title>
                  <Text c="dimmed" size="sm">
                    Write what happened and what led up to it. Only you can see this.
                  </Text>
                </Stack>
                {form ? (
                  <DynamicFormFields form={form} values={values} errors={errors} onChange={answer} />
                ) : (
                  <Text c="dimmed">This action has no form.</Text>
                )}
                <DynamicFormEnd formError={formError} serverErrors={serverErrors} pending={submit.isPending} disabled={!form} />
              </Stack>
            </form>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
