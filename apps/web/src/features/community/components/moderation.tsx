import { Badge, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { communityToasts as toasts } from '@holdfast/shared/community';
import type { ConfirmRequest } from '@/components/confirm-dialog';
import { communityUi as ui } from '../lib/texts';

/** The badge on a reply a moderator hid. */
export function HiddenBadge() {
  return (
    <Badge color="gray" variant="filled" size="sm">
      {ui.hiddenBadge}
    </Badge>
  );
}

/** A community admin's suspend button: asks first (spec 3 section 6), then runs `onConfirm`. */
export function SuspendButton({ name, ask, onConfirm, children }: { name: string; ask: (r: ConfirmRequest) => void; onConfirm: () => Promise<unknown>; children: ReactNode }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red" c="red.9"
      onClick={() => ask({ title: toasts.suspendConfirmTitle, message: toasts.suspendConfirm(name), confirmLabel: ui.suspend, danger: true, onConfirm })}
    >
      {children}
    </Button>
  );
}
