import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { adminCoursesTexts as t, adminCoursesWebPaths as webPaths } from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useCreateAdminCourse } from '../api/create-admin-course';
import { useListAdminCourses } from '../api/list-admin-courses';
import { useOrderAdminCourses } from '../api/order-admin-courses';
import { usePublishAdminCourse } from '../api/publish-admin-course';
import { CourseForm, type CourseFormValues } from '../components/course-form';
import { MoveButtons } from '../components/move-buttons';
import { moved } from '../lib/order';

/** /admin/courses: every course in catalogue order (drafts too), to create, reorder and publish. */
export function AdminCoursesPage() {
  const list = useListAdminCourses();
  const create = useCreateAdminCourse();
  const order = useOrderAdminCourses();
  const publish = usePublishAdminCourse();
  const navigate = useNavigate();
  const [creating, { open, close }] = useDisclosure(false);
  const courses = list.data ?? [];

  const onCreate = async (values: CourseFormValues) => {
    const answer = await create.mutateAsync(values as never);
    close();
    void navigate(webPaths.course(answer.course.id));
    return answer;
  };

  return (
    <PageFrame
      title={t.title}
      size="lg"
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={open}>
          {t.newCourse}
        </Button>
      }
    >
      {list.isPending ? (
        <ListSkeleton label={t.title} rows={3} />
      ) : list.isError ? (
        <LoadFailure title="Unable to load the courses" onRetry={() => void list.refetch()} />
      ) : courses.length === 0 ? (
        <EmptyCard>{t.empty}</EmptyCard>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.title}>
          {courses.map((c, i) => (
            <Card key={c.id} component="li" withBorder radius="md" padding="md">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text component={Link} to={webPaths.course(c.id)} fw={600} c="harbor.8" style={{ overflowWrap: 'anywhere' }}>
                    {c.name}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    <Badge color={c.published ? 'teal' : 'gray'} variant="light">
                      {c.published ? t.publishedBadge : t.draftBadge}
                    </Badge>
                    <Badge variant="outline" color="gray">
                      {c.course_type === '30-day-challenge' ? '30 Day Challenge' : 'Standard'}
                    </Badge>
                    <Badge variant="outline" color="gray">
                      {c.paid_type === 'paid' ? 'Paid' : 'Free'}
                    </Badge>
                    <Text size="sm" c="dimmed">{`${c.lesson_count} lessons · ${c.member_count} members`}</Text>
                  </Group>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <MoveButtons
                    name={c.name}
                    index={i}
                    count={courses.length}
                    disabled={order.isPending}
                    onMove={(d) =>
                      order.mutate(
                        moved(
                          courses.map((x) => x.id),
                          i,
                          d,
                        ),
                      )
                    }
                  />
                  <Button
                    variant={c.published ? 'default' : 'filled'}
                    size="xs"
                    loading={publish.isPending && publish.variables?.id === c.id}
                    onClick={() => publish.mutate({ id: c.id, published: !c.published })}
                    aria-label={`${c.published ? t.unpublish : t.publish}: ${c.name}`}
                  >
                    {c.published ? t.unpublish : t.publish}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal opened={creating} onClose={close} title={t.newCourse} size="lg">
        {creating && <CourseForm course={null} onSubmit={onCreate} pending={create.isPending} submitLabel={t.newCourse} />}
      </Modal>
    </PageFrame>
  );
}
