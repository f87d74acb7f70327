import { Button, Modal, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { checkInsTexts as t, type SystemTrigger } from '@holdfast/shared/check-ins';
import { systemTriggerPath } from '@holdfast/shared/shell';

/** A multi-menu trigger: 'What do you want to do?' with its options (custom link or the trigger's form) and Cancel. */
export function TriggerMenuModal({ trigger, onClose }: { trigger: SystemTrigger | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal opened={trigger !== null} onClose={onClose} title={t.multiMenuTitle} centered>
      <Stack gap="sm">
        {(trigger?.multi_menus ?? []).map((option) => (
          <Button
            key={option.name}
            variant="light"
            size="md"
            onClick={() => {
              if (trigger) navigate(option.link ?? systemTriggerPath(trigger));
              onClose();
            }}
          >
            {option.name}
          </Button>
        ))}
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Modal>
  );
}
