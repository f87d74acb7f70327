import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { coursesTexts as t } from '@holdfast/shared/courses';
import { notify } from '@/lib/notify';
import { useRestartUserCourse } from '../api/restart-user-course';
import { FormActions } from '@/components/form-actions';

/** Restart with the spec's confirmation; the API restarts unconditionally, so asking is the client's job. */
export function RestartCourseButton({
  userCourseId,
  label = 'Restart Course',
  title = 'Restart course',
  compact = false,
  onRestarted,
}: {
  userCourseId: number;
  label?: string;
  /** The confirmation's title. */
  title?: string;
  /** The dashboard's small button in the theme's colour; otherwise a quiet grey one. */
  compact?: boolean;
  onRestarted?: () => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const restart = useRestartUserCourse();

  const handleConfirm = () =>
    restart.mutate(userCourseId, {
      onSuccess: () => {
        notify.success(t.courseRestarted);
        close();
        onRestarted?.();
      },
      onError: () => notify.error(t.restartFailure),
    });

  return (
    <>
      <Button
        variant="subtle"
        color={compact ? undefined : 'gray'}
        size={compact ? 'xs' : undefined}
        leftSection={<IconRefresh size={compact ? 14 : 16} aria-hidden />}
        onClick={open}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text>{t.restartConfirm}</Text>
        <FormActions onCancel={close} onConfirm={handleConfirm} submitLabel="Restart" color="red" pending={restart.isPending} mt="lg" />
      </Modal>
    </>
  );
}
