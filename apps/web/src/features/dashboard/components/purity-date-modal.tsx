import '@mantine/dates/styles.css';
import { Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { formatCalendarDay } from '@/lib/calendar-day';
import { useState } from 'react';
import { addDays, checkInsTexts as t } from '@holdfast/shared/check-ins';
import { validationMessages } from '@holdfast/shared/validation';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreatePurityStreakOverride } from '../api/create-purity-streak-override';
import { FormActions } from '@/components/form-actions';

/** 'Select Purity Streak Date': yesterday or earlier (spec 1 section 5). */
export function PurityDateModal({
  opened,
  onClose,
  today,
  current,
}: {
  opened: boolean;
  onClose: () => void;
  today: string;
  current: string | null;
}) {
  const yesterday = addDays(today, -1);
  const [value, setValue] = useState<string | null>(current && current <= yesterday ? current : null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePurityStreakOverride();

  async function handleSave() {
    if (!value) return setError(validationMessages.required);
    if (value > yesterday) return setError(t.purityDateTooLate);
    try {
      await create.mutateAsync(value);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.status === 422) setError(e.messages[0] ?? t.purityUpdateFailure);
      notify.error(t.purityUpdateFailure);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t.purityDateTitle} centered size="auto">
      <Stack align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={300} ta="center">
          Choose the day your current streak began. It must be yesterday or earlier.
        </Text>
        <DatePicker
          value={value}
          onChange={(v) => {
            setError(null);
            setValue(v);
          }}
          maxDate={yesterday}
          defaultDate={value ?? yesterday}
          aria-label="Purity streak start date"
          ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
          getDayProps={(day) => ({ 'aria-label': formatCalendarDay(day) })}
        />
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        <FormActions onCancel={onClose} onConfirm={() => void handleSave()} submitLabel="Save" pending={create.isPending} w="100%" />
      </Stack>
    </Modal>
  );
}
