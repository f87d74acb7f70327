import { Button } from '@mantine/core';
import { canCompleteGroup, premiumTexts as t } from '@holdfast/shared/premium-groups';
import type { PremiumGroupStatus } from '@holdfast/shared/groups';
import type { ConfirmRequest } from '@/components/confirm-dialog';

/**
 * 'Complete Premium Group' (spec 2 section 2.4: on premium group management and member progress):
 * hidden once completed, enabled once started, asks first (spec 8) through the page's confirmation
 * dialog, then runs the completion mutation the page passes (`useCompletePremiumGroup`).
 */
export function CompletePremiumGroupButton(props: {
  groupId: number;
  status: PremiumGroupStatus | null;
  ask: (request: ConfirmRequest) => void;
  complete: (groupId: number) => Promise<unknown>;
}) {
  if (props.status === 'completed') return null;
  const askComplete = () =>
    props.ask({
      title: t.completePremiumGroup,
      message: t.confirmComplete,
      confirmLabel: t.completePremiumGroup,
      onConfirm: () => props.complete(props.groupId),
    });
  return (
    <Button variant="light" onClick={askComplete} disabled={!canCompleteGroup(props.status)}>
      {t.completePremiumGroup}
    </Button>
  );
}
