import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FLAG_REASON_MAX, communityToasts as toasts } from '@holdfast/shared/community';
import { useFlagReply } from '../api/community-writes';
import { communityUi as ui } from '../lib/texts';

/** Flag a reply with a reason (spec 3 section 5: the reason is required). */
export function FlagReplyModal({ replyId, opened, onClose }: { replyId: number; opened: boolean; onClose: () => void }) {
  const flag = useFlagReply();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (flag.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={ui.flagTitle} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) {
            setError(ui.reasonRequired);
            return;
          }
          flag.mutate({ replyId, reason: reason.trim() }, { onSuccess: () => { setReason(''); onClose(); } });
        }}
      >
        <Text mb="sm">{toasts.flagReplyConfirm}</Text>
        <Textarea
          label={ui.flagReason}
          required
          rows={3}
          maxLength={FLAG_REASON_MAX}
          value={reason}
          error={error}
          data-autofocus
          onChange={(e) => {
            setReason(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={flag.isPending}>
            {ui.cancel}
          </Button>
          <Button type="submit" color="red.8" loading={flag.isPending}>
            {ui.flagSubmit}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
