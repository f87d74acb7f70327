import { Accordion, Anchor, Badge, Button, Card, Container, Grid, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { coursesTexts as t, itemCounts, type CoursePaymentInfo } from '@holdfast/shared/courses';
import { useProfile } from '@/lib/api/get-profile';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useGetCourse } from '../api/get-course';
import { useMarkChallengeCompleted } from '../api/mark-challenge-completed';
import { useSelectCourse } from '../api/select-course';
import { useUpdateCourseProgress } from '../api/update-course-progress';
import { CourseBreadcrumbs } from '../components/course-breadcrumbs';
import { GetAccessModal } from '../components/get-access-modal';
import { HtmlContent } from '../components/html-content';
import { PriceCard } from '../components/price-card';
import { ScholarshipCard } from '../components/scholarship-card';
import { CoursesSkeleton, LoadError } from '../components/state-views';
import { useUserCourseFor } from '../lib/use-course-item';
import { FormActions } from '@/components/form-actions';

/** /courses/{courseId}/detail for free and paid courses (spec 2 section 2.1). */
export function CourseDetailPage() {
  const courseId = Number(useParams().courseId);
  const navigate = useNavigate();
  const course = useGetCourse(courseId);
  const { userCourse } = useUserCourseFor(courseId);
  const profile = useProfile();
  const select = useSelectCourse();
  const start = useUpdateCourseProgress();
  const markCompleted = useMarkChallengeCompleted();
  const [buying, setBuying] = useState<CoursePaymentInfo | null>(null);
  const [confirmingFinished, setConfirmingFinished] = useState(false);

  if (course.isError)
    return (
      <LoadError message={isApiError(course.error) && course.error.status === 404 ? 'This course was not found.' : t.somethingWentWrong} />
    );
  if (!course.data) return <CoursesSkeleton label="Loading course" />;
  const c = course.data;
  const lessonsPath = `/courses/${c.id}/lessons`;
  const paid = c.paid_type === 'paid';
  const hasAccess = !paid || c.payment_status === 'paid' || c.payment_status === 'paused';

  const handleStart = () => {
    if (!userCourse) {
      select.mutate(c.id, {
        onSuccess: (a) => {
          notify.success(a.message);
          navigate(lessonsPath);
        },
        onError: () => notify.error(t.selectCourseFailure),
      });
    } else if (userCourse.progress_status === 'not-started') {
      start.mutate(
        { userCourseId: userCourse.id, progress_status: 'in-progress' },
        { onSuccess: () => void navigate(lessonsPath), onError: () => notify.error(t.updateCourseProgressFailure) },
      );
    } else navigate(lessonsPath);
  };

  const handleAlreadyFinished = () =>
    markCompleted.mutate(c.id, {
      onSuccess: (a) => {
        setConfirmingFinished(false);
        notify.success(t.challengeMarkedCompleted);
        navigate(a.next_route);
      },
      onError: () => notify.error(t.somethingWentWrong),
    });

  const courseContent = (
    <section aria-label="Course Content">
      <Title order={2} fz="xl" mb="sm">
        Course Content
      </Title>
      <Accordion variant="separated" radius="lg">
        {c.lessons.map((lesson) => (
          <Accordion.Item key={lesson.id} value={String(lesson.id)}>
            <Accordion.Control>
              <Text fw={600}>{lesson.name}</Text>
              <Text size="xs" c="dimmed">
                {itemCounts(lesson).text}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <List size="sm" spacing={4}>
                {lesson.lesson_items.map((item) => (
                  <List.Item key={item.id}>{item.name}</List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <CourseBreadcrumbs crumbs={[{ label: 'Courses', to: '/courses' }, { label: c.name }]} />
        <div>
          <Group gap="xs" mb={4}>
            {paid && (
              <Badge color="grape" variant="light">
                Premium
              </Badge>
            )}
            {c.duration && (
              <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
                Duration: {c.duration}
              </Badge>
            )}
          </Group>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {c.name}
          </Title>
        </div>
        <HtmlContent html={c.summary} />

        {!paid || hasAccess ? (
          <Group>
            <Button size="md" onClick={handleStart} loading={select.isPending || start.isPending}>
              {paid ? 'Go to lessons' : t.startCourseNow}
            </Button>
            {c.course_type === '30-day-challenge' && c.progress_status !== 'completed' && (
              <Anchor component="button" type="button" onClick={() => setConfirmingFinished(true)}>
                {t.alreadyFinishedChallenge}
              </Anchor>
            )}
            <Modal opened={confirmingFinished} onClose={() => setConfirmingFinished(false)} title={t.alreadyFinishedConfirmTitle} centered>
              <Text>{t.alreadyFinishedConfirm}</Text>
              <FormActions
                onCancel={() => setConfirmingFinished(false)}
                onConfirm={handleAlreadyFinished}
                submitLabel={t.alreadyFinishedConfirmButton}
                pending={markCompleted.isPending}
                mt="lg"
              />
            </Modal>
          </Group>
        ) : (
          <section aria-label="Prices">
            <Title order={2} fz="xl" mb="sm">
              Your Next Best Step
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {c.course_payment_info.map((info) => (
                <PriceCard key={info.id} info={info} onGetAccess={() => setBuying(info)} />
              ))}
            </SimpleGrid>
          </section>
        )}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: paid ? 8 : 12 }}>
            <Stack gap="lg">
              {c.expectation_content && (
                <Card withBorder radius="lg" p="lg">
                  <Title order={2} fz="lg" mb="xs">
                    What to expect
                  </Title>
                  <HtmlContent html={c.expectation_content} />
                </Card>
              )}
              {!paid && courseContent}
            </Stack>
          </Grid.Col>
          {paid && !hasAccess && profile.data?.profile?.is_student && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ScholarshipCard courseId={c.id} />
            </Grid.Col>
          )}
        </Grid>
        {paid && courseContent}
        {paid && hasAccess && (
          <Button variant="subtle" component={Link} to={lessonsPath}>
            Open lessons
          </Button>
        )}
      </Stack>
      <GetAccessModal courseId={c.id} courseName={c.name} info={buying} onClose={() => setBuying(null)} />
    </Container>
  );
}
