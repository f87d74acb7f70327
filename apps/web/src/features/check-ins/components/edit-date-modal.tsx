import '@mantine/dates/styles.css';
import { Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { checkInsTexts as t, type CheckIn } from '@holdfast/shared/check-ins';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateCheckIn } from '../api/update-check-in';
import { formatCalendarDay } from '@/lib/calendar-day';
import { currentOffset, today } from '@/lib/offset';
import { FormActions } from '@/components/form-actions';

/**
 * Edit-date modal of the results page: never past today. It sends the picked calendar day
 * itself (`checkin_date`), never an instant read at today's offset, so a day in another
 * daylight-saving period than today is stored as the day that was picked.
 */
export function EditDateModal({ checkIn, opened, onClose }: { checkIn: CheckIn; opened: boolean; onClose: () => void }) {
  const [value, setValue] = useState<string | null>(checkIn.checkin_date);
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
          checkin_date: value,
        },
      });
      notify.success(t.updated);
      onClose();
    } catch (error) {
      notify.error(
        isApiError(error) && error.status === 422
          ? error.messages[0]!
          : isApiError(error) && error.status === 409
            ? error.message
            : t.updateFailure,
      );
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Change check-in date" centered size="auto">
      <Stack align="center" gap="md">
        <DatePicker
          value={value}
          onChange={setValue}
          maxDate={today()}
          aria-label="Check-in date"
          ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
          getDayProps={(day) => ({ 'aria-label': formatCalendarDay(day) })}
        />
        <Text size="xs" c="dimmed">
          The time of day stays as it was.
        </Text>
        <FormActions
          onCancel={onClose}
          onConfirm={() => void handleSave()}
          submitLabel="Save"
          pending={update.isPending}
          submitDisabled={!value}
          w="100%"
        />
      </Stack>
    </Modal>
  );
}
