import { Anchor, Badge, Button, Card, Group, Modal, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  adminCoursesTexts as t,
  adminCoursesWebPaths as webPaths,
  lessonInputSchema,
  type ItemPanelBody,
  type LessonItemBody,
} from '@holdfast/shared/admin';
import { LESSON_AUDIENCES, type ItemPanel, type Lesson, type LessonItem } from '@holdfast/shared/courses';
import { useConfirm } from '@/components/confirm-dialog';
import { FormActions } from '@/components/form-actions';
import { PageFrame } from '@/components/page-frame';
import { LoadFailure, SkeletonStack } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { useCreateItemPanel } from '../api/create-item-panel';
import { useCreateLesson } from '../api/create-lesson';
import { useCreateLessonItem } from '../api/create-lesson-item';
import { useDeleteItemPanel } from '../api/delete-item-panel';
import { useDeleteLesson } from '../api/delete-lesson';
import { useDeleteLessonItem } from '../api/delete-lesson-item';
import { useGetAdminCourse } from '../api/get-admin-course';
import { useOrderItemPanels } from '../api/order-item-panels';
import { useOrderLessonItems } from '../api/order-lesson-items';
import { useOrderLessons } from '../api/order-lessons';
import { usePublishAdminCourse } from '../api/publish-admin-course';
import { useUpdateAdminCourse } from '../api/update-admin-course';
import { useUpdateItemPanel } from '../api/update-item-panel';
import { useUpdateLesson } from '../api/update-lesson';
import { useUpdateLessonItem } from '../api/update-lesson-item';
import { CourseForm, type CourseFormValues } from '../components/course-form';
import { ItemEditor } from '../components/item-editor';
import { LessonCard, type LessonActions } from '../components/lesson-card';
import { PanelEditor } from '../components/panel-editor';
import { moved } from '../lib/order';

const AUDIENCE_LABELS: Record<string, string> = { everyone: 'Everyone', married: 'Married members', leader: 'Leaders' };

interface LessonValues extends Record<string, unknown> {
  name: string;
  audience: string;
}

/** A lesson's name and audience (adding one, or editing it in a dialog). */
function LessonForm({
  lesson,
  pending,
  onSave,
  onCancel,
}: {
  lesson: Lesson | null;
  pending: boolean;
  onSave: (v: LessonValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useZodForm<LessonValues>(lessonInputSchema, {
    initialValues: { name: lesson?.name ?? '', audience: lesson?.audience ?? 'everyone' },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(values);
      if (!lesson) form.reset();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.errors);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label="Lesson name" withAsterisk style={{ flex: '1 1 220px' }} {...form.getInputProps('name')} />
        <Select
          label="For"
          w={180}
          data={LESSON_AUDIENCES.map((v) => ({ value: v, label: AUDIENCE_LABELS[v] ?? v }))}
          allowDeselect={false}
          {...form.getInputProps('audience')}
        />
        {lesson ? (
          <FormActions onCancel={onCancel} submitLabel={t.save} pending={pending} mt="sm" w="100%" />
        ) : (
          <Button type="submit" loading={pending} mt={{ base: 0, sm: 25 }}>
            {t.addLesson}
          </Button>
        )}
      </Group>
    </form>
  );
}

type ItemEditing = { lesson: Lesson; item: LessonItem | null; parent: LessonItem | null };
type PanelEditing = { lesson: Lesson; item: LessonItem; panel: ItemPanel | null };

/** /admin/courses/:id: the course's form, publication, and its lessons with their items and panels. */
export function AdminCoursePage() {
  const courseId = Number(useParams().id);
  const query = useGetAdminCourse(courseId);
  const updateCourse = useUpdateAdminCourse();
  const publish = usePublishAdminCourse();
  const createLesson = useCreateLesson();
  const updateLesson = useUpdateLesson();
  const deleteLesson = useDeleteLesson();
  const orderLessons = useOrderLessons();
  const createItem = useCreateLessonItem();
  const updateItem = useUpdateLessonItem();
  const deleteItem = useDeleteLessonItem();
  const orderItems = useOrderLessonItems();
  const createPanel = useCreateItemPanel();
  const updatePanel = useUpdateItemPanel();
  const deletePanel = useDeleteItemPanel();
  const orderPanels = useOrderItemPanels();
  const { ask, dialog } = useConfirm();
  const [editingLesson, setEditingLesson] = useState<Lesson | null>(null);
  const [editingItem, setEditingItem] = useState<ItemEditing | null>(null);
  const [editingPanel, setEditingPanel] = useState<PanelEditing | null>(null);

  const back = (
    <Anchor component={Link} to={webPaths.courses} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t.title}
      </Group>
    </Anchor>
  );
  if (query.isPending)
    return (
      <PageFrame title={t.title} above={back} size="lg">
        <SkeletonStack label="Loading the course" bars={[{ height: 40 }, { height: 200 }, { height: 120 }]} />
      </PageFrame>
    );
  if (query.isError)
    return (
      <PageFrame title={t.title} above={back} size="lg">
        <LoadFailure title="Unable to load the course" onRetry={() => void query.refetch()} />
      </PageFrame>
    );

  const { course, published } = query.data;
  const busy = orderLessons.isPending || orderItems.isPending || orderPanels.isPending;
  const ids = (l: Lesson) => ({ courseId, lessonId: l.id });
  const actions: LessonActions = {
    busy,
    answeredItems: new Set(query.data.answered_item_ids),
    answeredPanels: new Set(query.data.answered_panel_ids),
    editLesson: setEditingLesson,
    deleteLesson: (lesson) =>
      ask({
        title: t.deleteLessonConfirm,
        message: lesson.name,
        confirmLabel: t.delete,
        danger: true,
        onConfirm: () => deleteLesson.mutateAsync(ids(lesson)),
      }),
    addItem: (lesson, parent) => setEditingItem({ lesson, item: null, parent }),
    editItem: (lesson, item, parent) => setEditingItem({ lesson, item, parent }),
    deleteItem: (lesson, item) =>
      ask({
        title: t.deleteItemConfirm,
        message: item.name,
        confirmLabel: t.delete,
        danger: true,
        onConfirm: () => deleteItem.mutateAsync({ ...ids(lesson), itemId: item.id }),
      }),
    moveItem: (lesson, parent, index, delta) => {
      const siblings = (parent ? parent.child_items : lesson.lesson_items).map((i) => i.id);
      orderItems.mutate({ ...ids(lesson), parentItemId: parent?.id ?? null, ids: moved(siblings, index, delta) });
    },
    addPanel: (lesson, item) => setEditingPanel({ lesson, item, panel: null }),
    editPanel: (lesson, item, panel) => setEditingPanel({ lesson, item, panel }),
    deletePanel: (lesson, item, panel) =>
      ask({
        title: t.deletePanelConfirm,
        message: panel.name,
        confirmLabel: t.delete,
        danger: true,
        onConfirm: () => deletePanel.mutateAsync({ ...ids(lesson), itemId: item.id, panelId: panel.id }),
      }),
    movePanel: (lesson, item, index, delta) =>
      orderPanels.mutate({
        ...ids(lesson),
        itemId: item.id,
        ids: moved(
          item.item_panels.map((p) => p.id),
          index,
          delta,
        ),
      }),
  };

  const saveItem = (body: LessonItemBody) => {
    const e = editingItem!;
    return e.item
      ? updateItem.mutateAsync({ ...ids(e.lesson), itemId: e.item.id, body })
      : createItem.mutateAsync({ ...ids(e.lesson), body });
  };
  const savePanel = (body: ItemPanelBody) => {
    const e = editingPanel!;
    return e.panel
      ? updatePanel.mutateAsync({ ...ids(e.lesson), itemId: e.item.id, panelId: e.panel.id, body })
      : createPanel.mutateAsync({ ...ids(e.lesson), itemId: e.item.id, body });
  };

  return (
    <PageFrame
      title={course.name}
      above={back}
      size="lg"
      action={
        <Group gap="xs">
          <Badge color={published ? 'teal' : 'gray'} variant="light" size="lg">
            {published ? t.publishedBadge : t.draftBadge}
          </Badge>
          <Button
            variant={published ? 'default' : 'filled'}
            loading={publish.isPending}
            onClick={() => publish.mutate({ id: courseId, published: !published })}
          >
            {published ? t.unpublish : t.publish}
          </Button>
        </Group>
      }
    >
      <Card withBorder radius="lg" padding="md">
        <CourseForm
          key={course.id}
          course={course}
          pending={updateCourse.isPending}
          submitLabel={t.save}
          onSubmit={(values: CourseFormValues) => {
            const { course_type: _type, ...body } = values;
            return updateCourse.mutateAsync({ id: courseId, body: body as never });
          }}
        />
      </Card>
      <Title order={2} fz="xl">
        {t.lessons}
      </Title>
      <Stack gap="md">
        {course.lessons.map((lesson, i) => (
          <LessonCard
            key={lesson.id}
            lesson={lesson}
            index={i}
            count={course.lessons.length}
            onMove={(d) =>
              orderLessons.mutate({
                courseId,
                ids: moved(
                  course.lessons.map((l) => l.id),
                  i,
                  d,
                ),
              })
            }
            a={actions}
          />
        ))}
        <Card withBorder radius="lg" padding="md">
          <LessonForm
            lesson={null}
            pending={createLesson.isPending}
            onSave={(body) => createLesson.mutateAsync({ courseId, body: body as never })}
          />
        </Card>
      </Stack>

      <Modal
        opened={editingLesson !== null}
        onClose={() => setEditingLesson(null)}
        title={editingLesson ? `${t.edit}: ${editingLesson.name}` : ''}
      >
        {editingLesson && (
          <LessonForm
            key={editingLesson.id}
            lesson={editingLesson}
            pending={updateLesson.isPending}
            onCancel={() => setEditingLesson(null)}
            onSave={async (body) => {
              await updateLesson.mutateAsync({ courseId, lessonId: editingLesson.id, body: body as never });
              setEditingLesson(null);
            }}
          />
        )}
      </Modal>
      {editingItem && (
        <ItemEditor
          key={`${editingItem.lesson.id}-${editingItem.item?.id ?? 'new'}-${editingItem.parent?.id ?? ''}`}
          opened
          item={editingItem.item}
          parentItemId={editingItem.parent?.id ?? null}
          pending={createItem.isPending || updateItem.isPending}
          onClose={() => setEditingItem(null)}
          onSave={saveItem}
        />
      )}
      {editingPanel && (
        <PanelEditor
          key={`${editingPanel.item.id}-${editingPanel.panel?.id ?? 'new'}`}
          opened
          panel={editingPanel.panel}
          pending={createPanel.isPending || updatePanel.isPending}
          onClose={() => setEditingPanel(null)}
          onSave={savePanel}
        />
      )}
      {dialog}
    </PageFrame>
  );
}
