import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { checkInsTexts as t, type CheckIn } from '@holdfast/shared/check-ins';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateCheckIn } from '../api/update-check-in';
import { currentOffset } from '../lib/offset';

/** The picked day at the current time of day, as an ISO instant (spec 1 "Daily check-in"). */
export function combineWithTimeOfDay(day: string, now: Date = new Date()): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, now.getHours(), now.getMinutes(), now.getSeconds()).toISOString();
}

/** Edit-date modal of the results page: never past today. */
export function EditDateModal({ checkIn, opened, onClose }: { checkIn: CheckIn; opened: boolean; onClose: () => void }) {
  const [value, setValue] = useState<string | null>(dayjs(checkIn.checkin_on).format('YYYY-MM-DD'));
  const update = useUpdateCheckIn();

  async function handleSave() {
    if (!value) return;
    try {
      await update.mutateAsync({
        id: checkIn.id,
        input: {
          checkin_emotions: checkIn.checkin_emotions,
          feeling_zone: checkIn.feeling_zone,
          feeling_notes: checkIn.feeling_notes,
          fast_scale_answers: checkIn.fast_scale_answers,
          questions: checkIn.questions,
          offset: currentOffset(),
          checkin_on: combineWithTimeOfDay(value),
        },
      });
      notify.success(t.updated);
      onClose();
    } catch (error) {
      notify.error(isApiError(error) && error.status === 422 ? error.messages[0]! : isApiError(error) && error.status === 409 ? error.message : t.updateFailure);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Change check-in date" centered size="auto">
      <Stack align="center" gap="md">
        <DatePicker value={value} onChange={setValue} maxDate={new Date()} aria-label="Check-in date" />
        <Text size="xs" c="dimmed">
          The time of day stays as it is now.
        </Text>
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleSave} loading={update.isPending} disabled={!value}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
