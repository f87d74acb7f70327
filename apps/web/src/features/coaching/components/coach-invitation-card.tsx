import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { coachBillingTexts as t } from '@holdfast/shared/coaching';

/** An invited coach's answer (GET coach → request_status pending): Accept, then billing. */
export function CoachInvitationCard({ onAccept, pending }: { onAccept: () => void; pending: boolean }) {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="coach-invitation-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="coach-invitation-title">
          {t.invitationTitle}
        </Title>
        <Text>{t.invitationText}</Text>
        <Group>
          <Button onClick={onAccept} loading={pending}>
            {t.accept}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
