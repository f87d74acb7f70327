import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A modal's footer: 'Cancel' (where there is `onCancel`), then its confirming button (loading while
 * `pending`), on the right. The confirming button submits the form it stands in, or, given
 * `onConfirm`, is a plain button that calls it.
 */
export function FormActions({
  onCancel,
  onConfirm,
  submitLabel,
  pending,
  color,
  submitDisabled,
  cancelDisabled,
  cancelLabel = 'Cancel',
  mt,
  gap,
  w,
}: {
  onCancel?: () => void;
  onConfirm?: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  color?: string;
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
  cancelLabel?: string;
  mt?: MantineSpacing;
  gap?: MantineSpacing;
  w?: string;
}) {
  return (
    <Group justify="flex-end" mt={mt} gap={gap} w={w}>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      )}
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} color={color} loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
