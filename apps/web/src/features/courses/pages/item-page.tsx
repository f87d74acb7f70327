import { Button, Container, Stack, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { coursesTexts as t } from '@holdfast/shared/courses';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateItemProgress } from '../api/update-item-progress';
import { CourseBreadcrumbs } from '../components/course-breadcrumbs';
import { ItemWithPanels } from '../components/item-content';
import { LockedItem } from '../components/state-views';
import { useLessonItemRoute } from '../lib/use-lesson-item-route';
import { usePanelAnswers } from '../lib/use-panel-answers';

/**
 * The older lesson item layout (/courses/... with multicourse on, /course/... with it off): breadcrumbs course
 * and lesson (both to /course) then the item; 'Complete item & save answers' saves every form, marks the item
 * completed and returns to /course.
 */
export function ItemPage() {
  const route = useLessonItemRoute();
  const navigate = useNavigate();
  const update = useUpdateItemProgress();
  const { registerForm, saveAll } = usePanelAnswers();
  const [saving, setSaving] = useState(false);

  if (route.gate) return route.gate;
  const { lessonId, itemId, userCourse, lesson, item, locked } = route;

  const handleComplete = async () => {
    setSaving(true);
    try {
      if (!(await saveAll({ enforce: true }))) return;
      await update.mutateAsync({ userCourseId: userCourse.id, lessonId, itemId, progress_status: 'completed' });
      notify.success(t.progressMarked);
      navigate('/course');
    } catch (e) {
      notify.error(isApiError(e) && e.status === 422 ? e.messages.join(' ') : t.updateProgressFailure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <CourseBreadcrumbs
          crumbs={[{ label: userCourse.course.name, to: '/course' }, { label: lesson.name, to: '/course' }, { label: item.name }]}
        />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {item.name}
        </Title>
        {locked ? (
          <LockedItem backTo="/course" />
        ) : (
          <>
            <ItemWithPanels userCourse={userCourse} lesson={lesson} item={item} withFormSave={false} registerForm={registerForm} />
            <Button
              onClick={handleComplete}
              loading={saving}
              color="teal.9"
              leftSection={<IconCheck size={16} aria-hidden />}
              style={{ alignSelf: 'flex-end' }}
            >
              {t.completeItemAndSave}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
