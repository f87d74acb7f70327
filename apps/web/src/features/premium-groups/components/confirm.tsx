import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}

/** The confirmations of spec 8 (accept, start group, complete premium group): one dialog, opened with what it asks. */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) setRequest(null);
  };
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.onConfirm();
    } catch {
      // The mutation's toast said why.
    } finally {
      setBusy(false);
      setRequest(null);
    }
  };
  const dialog = (
    <Modal opened={request !== null} onClose={close} title={request?.title ?? ''} centered>
      <Text style={{ overflowWrap: 'anywhere' }}>{request?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button color={request?.danger ? 'red.8' : undefined} onClick={() => void confirm()} loading={busy}>
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
  return { ask: setRequest, dialog };
}
