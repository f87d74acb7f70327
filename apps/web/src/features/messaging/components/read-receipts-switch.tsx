import { Modal, Switch } from '@mantine/core';
import { readReceiptsTexts as rt } from '@holdfast/shared/messaging';
import { useReadReceipts } from '../api/read-receipts';

/** My read receipts and typing switch, with why it is off by default. */
export function ReadReceiptsSwitch() {
  const receipts = useReadReceipts();
  return (
    <Switch
      label={rt.label}
      description={rt.description}
      checked={receipts.on}
      disabled={!receipts.ready || receipts.saving}
      onChange={(e) => void receipts.change(e.currentTarget.checked)}
    />
  );
}

/** The switch in a dialog, opened from a chat's menu. */
export function ReadReceiptsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Read receipts" centered>
      <ReadReceiptsSwitch />
    </Modal>
  );
}
