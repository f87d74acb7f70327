import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A modal form's footer: 'Cancel', then its submit button (loading while `pending`), on the right. */
export function FormActions({
  onCancel,
  submitLabel,
  pending,
  color,
  cancelDisabled,
  cancelLabel = 'Cancel',
  mt,
}: {
  onCancel: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  color?: string;
  cancelDisabled?: boolean;
  cancelLabel?: string;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" color={color} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
