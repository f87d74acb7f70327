import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminConsoleTexts as t } from '@holdfast/shared/admin';
import { PageFrame } from '@/components/page-frame';
import { useProfile } from '@/lib/api/get-profile';
import { toShellUser } from '@/lib/shell-user';
import { consoleSectionsFor } from '../admin-nav';
import { DashboardCounts } from '../people/components/dashboard-counts';

/** /admin: the team's counts (part a1), then the console's sections the user may open, one card each. */
export function AdminHomePage() {
  const profile = useProfile();
  const sections = consoleSectionsFor(toShellUser(profile.data)).filter((s) => !s.end);
  return (
    <PageFrame title={t.title} size="lg">
      <DashboardCounts />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {sections.map((s) => (
          <Card key={s.to} component={Link} to={s.to} withBorder padding="lg">
            <Text fw={600}>{s.label}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
