import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { communityUi as ui } from '../lib/texts';

/**
 * A woman whose community access waits for (or was declined by) a community admin
 * (docs/areas/community.md, "Women's access"): a clear screen, not an error.
 */
export function ApprovalScreen({ status }: { status: 'pending' | 'rejected' }) {
  const pending = status === 'pending';
  return (
    <PageFrame title={ui.forumsTitle} size="sm">
      <Card withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color={pending ? 'harbor' : 'gray'} aria-hidden>
            {pending ? <IconHourglass size={30} /> : <IconLock size={30} />}
          </ThemeIcon>
          <Title order={2} size="h3">
            {pending ? ui.pendingTitle : ui.declinedTitle}
          </Title>
          <Text c="dimmed">{pending ? ui.pendingText : ui.declinedText}</Text>
          <Button component={Link} to="/dashboard" variant="light">
            {ui.backToDashboard}
          </Button>
        </Stack>
      </Card>
    </PageFrame>
  );
}
