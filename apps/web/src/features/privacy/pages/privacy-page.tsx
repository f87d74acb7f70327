import { Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDeviceMobile, IconDownload, IconLock, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { privacyTexts as t, privacyWebPaths as web } from '@holdfast/shared/privacy';
import { PageFrame } from '@/components/page-frame';
import { AccessLogPanel } from '../components/access-log-panel';
import { AudienceList, type AudiencePreviews } from '../components/audience-list';
import { PrivacySettingsCard } from '../components/privacy-settings-card';
import { useGetPrivacyAudience } from '../api/get-privacy-audience';

const DATA_LINKS = [
  { to: web.export, label: t.exportLink, icon: IconDownload },
  { to: web.sessions, label: t.sessionsLink, icon: IconDeviceMobile },
  { to: web.appLock, label: t.appLockLink, icon: IconLock },
  { to: web.deleteAccount, label: t.deleteLink, icon: IconTrash },
] as const;

/**
 * /privacy: in one place who can see what of mine (and a preview of each partner's, group leader's
 * and coach's screen of me, drawn by their areas' own parts, passed in by app/), who
 * viewed it, my settings (discreet mode, auto-expiry) and the pages of my data rights.
 */
export function PrivacyPage({ previews }: { previews?: AudiencePreviews }) {
  const audience = useGetPrivacyAudience();
  return (
    <PageFrame size="md" title={t.title} intro={t.intro}>
      <AudienceList previews={previews} />
      <PrivacySettingsCard />
      <AccessLogPanel people={audience.data?.people ?? []} />
      <Stack gap="sm" component="section" aria-labelledby="your-data-title">
        <Title order={2} fz="lg" id="your-data-title">
          {t.yourDataTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {DATA_LINKS.map(({ to, label, icon: Icon }) => (
            <Card key={to} withBorder radius="md" p="sm" component="li">
              <Anchor component={Link} to={to} fw={600} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <Icon size={18} aria-hidden />
                {label}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </PageFrame>
  );
}
