import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { coachBillingTexts as t, coachingTexts, coachingWebPaths } from '@holdfast/shared/coaching';

/** The dialogs a coach cannot click past: closed only by their buttons. */
const blocking = { centered: true, closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false } as const;

/** 'Billing info required' (spec 3 section 6): shown once the coach accepted, before the card form. */
export function BillingRequiredDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={coachingTexts.billingRequiredTitle} {...blocking}>
      <Text>{coachingTexts.billingRequiredText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t.setUpBilling}
        </Button>
      </Group>
    </Modal>
  );
}

/** On iOS the app takes no card: a coach without billing is sent to the website (spec 3 section 4). */
export function IosBillingBlockedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.iosBlockedTitle} {...blocking}>
      <Text>{coachingTexts.iosBillingBlocked}</Text>
      <Group justify="flex-end" mt="lg">
        <Button component={Link} to="/dashboard" onClick={onClose} data-autofocus>
          {t.goToDashboard}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The subscription does not open the centre (spec 3 section 4): the coach is on the dashboard
 * behind it; after a failed payment it offers the way back, 'Update card', where billing is offered.
 */
export function CoachInactiveDialog({ opened, canUpdateCard, onClose }: { opened: boolean; canUpdateCard: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={coachingTexts.coachInactiveTitle} {...blocking}>
      <Text>{canUpdateCard ? coachingTexts.coachInactiveText : coachingTexts.iosBillingBlocked}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t.okay}
        </Button>
        {canUpdateCard && (
          <Button component={Link} to={`${coachingWebPaths.billing}?update=card`} onClick={onClose} data-autofocus>
            {coachingTexts.updateCard}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
