import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarWeek,
  IconChartLine,
  IconCircleCheck,
  IconFlame,
  IconPencil,
  IconShieldCheck,
  IconTargetArrow,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { checkInsTexts as t, type Dashboard } from '@holdfast/shared/check-ins';

/** 'MMMM D, YYYY' of the calendar day `n` days before `isoDay` (YYYY-MM-DD); no date library on the dashboard's first load. */
function daysBefore(isoDay: string, n: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function days(n: number) {
  return n === 1 ? '1 day' : `${n} days`;
}

function StatCard({
  icon: IconComp,
  color,
  label,
  value,
  children,
  action,
}: {
  icon: Icon;
  color: string;
  label: string;
  value: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    // No h="100%": in a grid row a percentage height fills the row even with align-items start, and a
    // streak card beside the taller course card stretched into empty space (browser test: visual-language.spec).
    <Card shadow="xs" radius="lg" p="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
            <IconComp size={24} />
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text fz={28} fw={750} lh={1.1}>
              {value}
            </Text>
          </div>
        </Group>
        {action}
      </Group>
      {children}
    </Card>
  );
}

export function PurityStreakCard({ dashboard, onEdit }: { dashboard: Dashboard; onEdit: () => void }) {
  return (
    <StatCard
      icon={IconShieldCheck}
      color="teal"
      label="Purity streak"
      value={days(dashboard.purity_streak)}
      action={
        <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label="Edit purity streak start date">
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      }
    >
      <Text size="xs" c="dimmed" mt="sm">
        {/* The streak counts whole days since its start (the later of the last relapse and the chosen date). */}
        {dashboard.purity_streak === 0 ? t.purityStartToday : t.purityStartDate(daysBefore(dashboard.today, dashboard.purity_streak))}
      </Text>
    </StatCard>
  );
}

export function CheckInStreakCard({ dashboard }: { dashboard: Dashboard }) {
  return (
    <StatCard icon={IconFlame} color="orange" label="Check-in streak" value={days(dashboard.checkin_streak)}>
      <Group gap={6} mt="sm">
        <Badge variant="light" color={dashboard.has_done_todays_checkin ? 'teal' : 'gray'}>
          {dashboard.has_done_todays_checkin ? 'Checked in today' : 'Not checked in today'}
        </Badge>
      </Group>
    </StatCard>
  );
}

export function CommitmentCard({ commitment }: { commitment: string | null }) {
  return (
    <Card shadow="xs" radius="lg" p="lg" h="100%">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" color="grape" aria-hidden>
          <IconTargetArrow size={20} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          My commitment to change
        </Title>
      </Group>
      <Text c={commitment ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }} data-testid="commitment-text">
        {commitment || t.commitmentDefault}
      </Text>
    </Card>
  );
}

export function DailyCheckInButton({ done }: { done: boolean }) {
  return done ? (
    <Button
      component={Link}
      to="/check-in/results"
      size="lg"
      radius="md"
      color="teal"
      variant="light"
      leftSection={<IconCircleCheck size={20} aria-hidden />}
      fullWidth
    >
      {t.checkInComplete}
    </Button>
  ) : (
    <Button component={Link} to="/check-in" size="lg" radius="md" leftSection={<IconCircleCheck size={20} aria-hidden />} fullWidth>
      {t.completeDaily}
    </Button>
  );
}

export function CheckInsCard({ dashboard }: { dashboard: Dashboard }) {
  const rows = [
    {
      label: 'Daily Check In',
      to: '/check-in',
      done: dashboard.has_done_todays_checkin,
      hint: dashboard.has_done_todays_checkin ? 'Done today' : 'Not yet today',
    },
    {
      label: 'Weekly Check In',
      to: '/weekly-checkin',
      done: dashboard.is_weekly_checkin_recent,
      hint: dashboard.is_weekly_checkin_recent ? 'Done this week' : 'Due',
    },
    {
      label: 'Commitment to change',
      to: '/commitment-to-change',
      done: dashboard.is_commitment_recent,
      hint: dashboard.is_commitment_recent ? 'Done this week' : 'Due',
    },
  ];
  return (
    <Card shadow="xs" radius="lg" p="lg" h="100%">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
          <IconCalendarWeek size={20} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Check-ins
        </Title>
      </Group>
      <Stack gap={6}>
        {rows.map((row) => (
          <Button
            key={row.to}
            component={Link}
            to={row.to}
            variant="default"
            justify="space-between"
            rightSection={
              <Badge size="sm" variant="light" color={row.done ? 'teal' : 'gray'}>
                {row.hint}
              </Badge>
            }
            fullWidth
          >
            {row.label}
          </Button>
        ))}
        <Button component={Link} to="/progress" variant="subtle" leftSection={<IconChartLine size={18} aria-hidden />}>
          View Progress
        </Button>
      </Stack>
    </Card>
  );
}

export function FasterWarningCard() {
  return (
    <Alert color="orange" variant="light" radius="lg" icon={<IconAlertTriangle size={20} aria-hidden />} title={t.fasterWarningTitle}>
      {t.fasterWarningBody}
    </Alert>
  );
}
