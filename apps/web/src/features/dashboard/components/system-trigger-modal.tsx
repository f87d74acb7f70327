import { Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { systemTriggerPath } from '@holdfast/shared/shell';
import type { SystemTrigger } from '@holdfast/shared/check-ins';
import { FormActions } from '@/components/form-actions';

/** Dashboard system-trigger confirmation: Cancel / Continue to /system-triggers/{id}/{action}. */
export function SystemTriggerModal({ trigger, onClose }: { trigger: SystemTrigger | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal opened={trigger !== null} onClose={onClose} title={trigger?.name ?? ''} centered>
      <Text mb="lg">Do you want to continue to {trigger?.name.toLowerCase()}? It only takes a moment and helps you see what led here.</Text>
      <FormActions
        onCancel={onClose}
        onConfirm={() => {
          if (trigger) navigate(systemTriggerPath(trigger));
          onClose();
        }}
        submitLabel="Continue"
        color={trigger?.color}
        pending={false}
      />
    </Modal>
  );
}
