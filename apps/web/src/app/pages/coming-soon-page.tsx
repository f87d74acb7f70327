import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

const AREAS: [prefix: string, name: string][] = [
  ['/messages', 'Messages'],
  ['/courses', 'Your Courses'],
  ['/course', 'Your Path'],
  ['/community/watched-threads', 'Watched Threads'],
  ['/community/members', 'Community Members'],
  ['/community', 'Community'],
  ['/check-in', 'Daily Check-In'],
  ['/weekly-checkin', 'Weekly Check-In'],
  ['/weekly-questions', 'Weekly Questions'],
  ['/commitment-to-change', 'Commitment to Change'],
  ['/accountability', 'Accountability'],
  ['/resources', 'Resources'],
  ['/progress', 'Progress'],
  ['/invite-friends', 'Invite Friends'],
  ['/coaching-center', 'Coaching Center'],
  ['/billing-info', 'Billing'],
  ['/system-triggers', 'Report a Trigger'],
];

export function areaName(pathname: string): string {
  return AREAS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? 'This area';
}

/** Menu destinations whose areas arrive in later releases say so plainly. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const name = areaName(pathname);
  return (
    <Container size="sm" py={48} px="md">
      <Paper withBorder p="xl" radius="lg">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconHammer size={30} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {name} is coming soon
          </Title>
          <Text c="dimmed" maw={420}>
            We are building this part of Holdfast right now. It will appear here as soon as it is ready — nothing you need to do in the
            meantime.
          </Text>
          <Button component={Link} to="/dashboard" variant="light">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
