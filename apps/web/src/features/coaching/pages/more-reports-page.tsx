import { Tabs } from '@mantine/core';
import { coachCentreTexts as c, coachingWebPaths as web } from '@holdfast/shared/coaching';
import { PageFrame } from '@/components/page-frame';
import { CoachBreadcrumbs } from '../components/breadcrumbs';
import { ClientsCheckInCalendar, ClientsCrashCalendar } from '../components/calendar-panels';

/** /coaching-center/more (spec 3 section 2): tabs Crash Reports and Check-Ins, each a calendar of all clients' events. */
export function MoreReportsPage() {
  return (
    <PageFrame
      size="lg"
      above={<CoachBreadcrumbs steps={[{ label: c.title, to: web.centre }, { label: c.moreReports }]} />}
      title={c.moreReports}
    >
      <Tabs defaultValue="crash" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="crash">{c.crashReports}</Tabs.Tab>
          <Tabs.Tab value="check-ins">{c.checkIns}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="crash" pt="md">
          <ClientsCrashCalendar />
        </Tabs.Panel>
        <Tabs.Panel value="check-ins" pt="md">
          <ClientsCheckInCalendar />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
