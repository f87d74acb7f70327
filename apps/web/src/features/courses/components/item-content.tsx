import { Alert, Card, Checkbox, Grid, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconTarget } from '@tabler/icons-react';
import { useCallback, type ComponentProps } from 'react';
import {
  coursesTexts as t,
  isCheckboxItem,
  isKnownItemType,
  statusOf,
  toggleCheckbox,
  type Lesson,
  type LessonItem,
  type UserCourse,
  type VideoEvent,
} from '@holdfast/shared/courses';
import { notify } from '@/lib/notify';
import { createVideoEvent } from '../api/create-video-event';
import { useGetItemPlayer } from '../api/get-item-player';
import { useGetSignedResource } from '../api/get-signed-resource';
import { useUpdateItemProgress } from '../api/update-item-progress';
import { progressMap } from '../lib/course-progress';
import { HtmlContent } from './html-content';
import { FileResourceLink, ItemPanels } from './item-panels';
import { PdfViewer } from './pdf-viewer';
import { VideoPlayer } from './video-player';

interface Props {
  userCourse: UserCourse;
  lesson: Lesson;
  item: LessonItem;
}

/** The main body of a lesson item, by item type (spec 2 section 3 "LessonItem"). */
export function ItemContent({ userCourse, lesson, item }: Props) {
  if (!isKnownItemType(item.item_type)) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.unknownItemType}
      </Alert>
    );
  }
  const isVideo = ['hosted-video', 'video', '30-day-video'].includes(item.item_type);
  return (
    <Stack gap="md">
      <HtmlContent html={item.video_before_text} />
      {isVideo && <ItemVideo userCourse={userCourse} lesson={lesson} item={item} />}
      {item.item_type === 'pdf-viewer' && <PdfViewer itemId={item.id} fileKey={item.file_key} title={item.name} />}
      {isCheckboxItem(item.item_type) && <ItemCheckbox userCourse={userCourse} lesson={lesson} item={item} />}
      <HtmlContent html={item.video_after_text} />
      {item.reflection_question && (
        <Card withBorder radius="lg" p="md" bg="harbor.0">
          <Title order={3} fz="sm" tt="uppercase" c="harbor.9" mb={4}>
            <IconBulb size={16} aria-hidden style={{ verticalAlign: -3, marginRight: 4 }} />
            Reflection
          </Title>
          <Text>{item.reflection_question}</Text>
        </Card>
      )}
      {item.challenge_description && (
        <Card withBorder radius="lg" p="md" bg="orange.0">
          <Title order={3} fz="sm" tt="uppercase" c="orange.9" mb={4}>
            <IconTarget size={16} aria-hidden style={{ verticalAlign: -3, marginRight: 4 }} />
            Today&apos;s challenge
          </Title>
          <Text>{item.challenge_description}</Text>
        </Card>
      )}
      {item.resource && item.item_type !== 'pdf-viewer' && (
        <FileResourceLink itemId={item.id} fileKey={item.resource.file_url} name="Open the resource" />
      )}
    </Stack>
  );
}

function ItemVideo({ userCourse, lesson, item }: Props) {
  const hosted = item.item_type === 'hosted-video';
  const player = useGetItemPlayer(userCourse.id, lesson.id, item.id, hosted);
  const signed = useGetSignedResource(
    item.id,
    item.item_type === '30-day-video' ? 'day-video' : 'lesson-item-video',
    hosted ? null : item.file_key,
  );
  const source = hosted ? player.data?.player_url : signed.data?.signed_url;
  const failed = hosted ? player.isError : signed.isError || !item.file_key;

  const handleEvent = useCallback(
    (event: VideoEvent, currentTime: number, targetTime?: number) =>
      void createVideoEvent({
        event,
        course_id: userCourse.course_id,
        lesson_id: lesson.id,
        lesson_item_id: item.id,
        lesson_title: lesson.name,
        item_title: item.name,
        current_time: Math.round(currentTime * 100) / 100,
        ...(event === 'seek' ? { target_time: Math.round((targetTime ?? 0) * 100) / 100 } : {}),
      }),
    [userCourse.course_id, lesson.id, lesson.name, item.id, item.name],
  );

  return <VideoPlayer src={source ?? null} failed={failed} title={item.name} onEvent={handleEvent} />;
}

function ItemCheckbox({ userCourse, lesson, item }: Props) {
  const update = useUpdateItemProgress();
  const status = statusOf(progressMap(userCourse), item.id);
  return (
    <Card withBorder radius="lg" p="md">
      <Checkbox
        size="md"
        label={item.name}
        checked={status === 'completed' || status === 'completed-with-child-pending'}
        disabled={update.isPending}
        onChange={() =>
          update.mutate(
            {
              userCourseId: userCourse.id,
              lessonId: lesson.id,
              itemId: item.id,
              progress_status: toggleCheckbox(status) === 'completed' ? 'completed' : 'in-progress',
            },
            {
              onSuccess: (a) => notify.success(a.message),
              onError: () => notify.error(t.updateItemStatusFailure),
            },
          )
        }
      />
    </Card>
  );
}

/** An item page's body: the item, and beside it (below it on a phone) its side panels when it has any. */
export function ItemWithPanels({
  userCourse,
  lesson,
  item,
  withFormSave,
  registerForm,
}: Props & Omit<ComponentProps<typeof ItemPanels>, 'lessonId'>) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: item.item_panels.length ? 8 : 12 }}>
        <ItemContent userCourse={userCourse} lesson={lesson} item={item} />
      </Grid.Col>
      {item.item_panels.length > 0 && (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ItemPanels userCourse={userCourse} lessonId={lesson.id} item={item} withFormSave={withFormSave} registerForm={registerForm} />
        </Grid.Col>
      )}
    </Grid>
  );
}
