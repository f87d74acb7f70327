import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { accountabilityTexts as t, accountabilityWebPaths as web, sosTexts } from '@holdfast/shared/accountability';
import { useGetSosOverview } from '../api/get-sos-overview';
import { useListPartnerRequests } from '../api/list-partner-requests';
import { RequestModal } from '../components/request-modal';
import classes from './accountability.module.css';
import { PageFrame } from '@/components/page-frame';

/** Open SOS sent to me: shown above the tabs until answered or closed. */
function ReceivedSos() {
  const sos = useGetSosOverview();
  const open = (sos.data?.received ?? []).filter((s) => s.status === 'open');
  if (open.length === 0) return null;
  return (
    <Stack gap="xs">
      {open.map((s) => (
        <Alert key={s.id} color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={sosTexts.realtimeReceived}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">
              {s.member.display_name}: {s.level_label}
            </Text>
            <Anchor component={Link} to={web.sos(s.id)} fw={700} size="sm">
              Open
            </Anchor>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}

/** /accountability: the title, 'Add Partner', and the Partners, Requests and Crash Reports sections (spec 2 section 2.2). */
export function AccountabilityLayout() {
  const navigate = useNavigate();
  const requests = useListPartnerRequests();
  const [adding, addModal] = useDisclosure(false);
  const pending = requests.data?.items.length ?? 0;
  const tabs = [
    { to: web.partners, label: t.tabPartners },
    { to: web.requests, label: t.tabRequests, count: pending },
    { to: web.crashReports, label: t.tabCrashReports },
  ];
  return (
    <PageFrame
      size="lg"
      title={t.title}
      action={
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addModal.open}>
          {t.addPartner}
        </Button>
      }
    >
      <ReceivedSos />
      <nav aria-label="Accountability sections" className={classes.tabs}>
        {tabs.map((tab) => (
          // The name is spelled out: how a badge's hidden words join the tab's text differs between engines.
          <NavLink
            key={tab.to}
            to={tab.to}
            className={classes.tab}
            aria-label={tab.count ? `${tab.label} ${tab.count} pending` : undefined}
          >
            {tab.label}
            {tab.count ? (
              <>
                {' '}
                <Badge size="sm" circle={tab.count < 10} color="harbor">
                  {tab.count}
                </Badge>
              </>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <Outlet />
      <RequestModal opened={adding} onClose={addModal.close} onSent={() => navigate(web.requests)} />
    </PageFrame>
  );
}
