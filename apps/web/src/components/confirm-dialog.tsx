import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';

/** What a confirmation asks: the title, what happens, and the confirming button. */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  /** Runs on confirm; the dialog stays open (its button loading) until the promise settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The confirmation dialogs of spec 2 section 8 (groups: accept, reject, remove member, leave group,
 * share data, promote, demote, ...; premium groups: accept, start, complete, place): one dialog,
 * opened with what it asks. The failure toast is the mutation's; the dialog closes either way once
 * the call has answered.
 */
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
      // The mutation said why (its toast); the dialog only closes.
    } finally {
      setBusy(false);
      setRequest(null);
    }
  };

  const dialog = (
    <Modal opened={request !== null} onClose={close} title={request?.title ?? ''} centered>
      <Text style={{ overflowWrap: 'anywhere' }}>{request?.message}</Text>
      <FormActions
        onCancel={close}
        cancelDisabled={busy}
        onConfirm={() => void confirm()}
        submitLabel={request?.confirmLabel}
        color={request?.danger ? 'red.8' : undefined}
        pending={busy}
        mt="lg"
      />
    </Modal>
  );

  return { ask: setRequest, dialog };
}
