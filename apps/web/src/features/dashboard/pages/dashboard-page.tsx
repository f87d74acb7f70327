import { Badge, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconCalendarWeek,
  IconChartLine,
  IconCircleCheck,
  IconHeartHandshake,
  IconMessage2,
  IconSchool,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_FEATURE_FLAGS } from '@holdfast/shared/reference';
import { useAppInfo } from '../../../lib/api/get-app-info';
import { useProfile } from '../../../lib/api/get-profile';

interface AreaCard {
  title: string;
  description: string;
  to: string;
  icon: Icon;
}

function areaCards(multicourse: boolean): AreaCard[] {
  return [
    {
      title: 'Daily Check-In',
      description: 'Name how you feel, choose your zone, and keep your streak.',
      to: '/check-in',
      icon: IconCircleCheck,
    },
    {
      title: 'Weekly Check-In',
      description: 'Look back on your week and commit to one change.',
      to: '/weekly-checkin',
      icon: IconCalendarWeek,
    },
    multicourse
      ? { title: 'Your Courses', description: 'Step-by-step lessons for the road to freedom.', to: '/courses', icon: IconSchool }
      : { title: 'Your Path', description: 'Step-by-step lessons for the road to freedom.', to: '/course', icon: IconSchool },
    { title: 'Accountability', description: 'Walk with a partner who has your back.', to: '/accountability', icon: IconHeartHandshake },
    { title: 'Small Groups', description: 'Grow together with a few trusted people.', to: '/small-groups', icon: IconUsersGroup },
    { title: 'Messages', description: 'Stay in touch with your partners and groups.', to: '/messages', icon: IconMessage2 },
    { title: 'Progress', description: 'See your check-ins and patterns over time.', to: '/progress', icon: IconChartLine },
  ];
}

/** /dashboard: the welcome line and the ways into each area (the full dashboard arrives with check-ins). */
export function DashboardPage() {
  const profile = useProfile();
  const appInfo = useAppInfo();
  const p = profile.data?.profile;
  const name = [p?.first_name, p?.last_name].filter(Boolean).join(' ');
  const multicourse = (appInfo.data?.features ?? DEFAULT_FEATURE_FLAGS).multicourse;

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="xl">
        <Stack gap={4}>
          {profile.isPending ? (
            <Skeleton height={36} width={280} />
          ) : (
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Welcome {name}
            </Title>
          )}
          <Text c="dimmed">One honest day at a time. Here is where you can go today.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {areaCards(multicourse).map((card) => (
            <UnstyledButton key={card.to} component={Link} to={card.to} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
              <Card h="100%" shadow="xs" style={{ transition: 'box-shadow 150ms ease' }}>
                <Group justify="space-between" align="flex-start" mb="sm">
                  <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
                    <card.icon size={24} stroke={1.7} />
                  </ThemeIcon>
                  <Badge variant="light" color="gray" size="sm">
                    Coming soon
                  </Badge>
                </Group>
                <Text fw={650} fz="lg">
                  {card.title}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {card.description}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
