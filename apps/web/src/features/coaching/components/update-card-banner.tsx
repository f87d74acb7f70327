import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { coachingTexts as t, coachingWebPaths } from '@holdfast/shared/coaching';

/**
 * The way back after a failed payment (past_due or unpaid): the spec's banner with 'Update card',
 * which opens the card form here (`onUpdate`) or on the billing page (`linked`). With neither (iOS
 * takes no card) it says where to go instead.
 */
export function UpdateCardBanner({ onUpdate, linked = false, radius }: { onUpdate?: () => void; linked?: boolean; radius?: 0 }) {
  return (
    <Alert color="orange" variant="light" role="alert" radius={radius} icon={<IconCreditCard size={20} aria-hidden />}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{onUpdate || linked ? t.updateCardBanner : `${t.updateCardBanner} ${t.iosBillingBlocked}`}</Text>
        {onUpdate ? (
          <Button size="xs" onClick={onUpdate}>
            {t.updateCard}
          </Button>
        ) : (
          linked && (
            <Button size="xs" component={Link} to={`${coachingWebPaths.billing}?update=card`}>
              {t.updateCard}
            </Button>
          )
        )}
      </Group>
    </Alert>
  );
}
