import { groupsTexts as t, groupsWebPaths as web } from '@holdfast/shared/groups';
import { PageFrame } from '@/components/page-frame';
import { BackLink } from '../components/back-link';
import { GroupCrashCalendar } from '../components/group-calendar-panel';
import { useGroupPage } from '../components/group-page-state';

/** /leaders-portal/{id}/member-progress/group-crash-report (spec 2 section 2.4): month calendar of member triggers. */
export function LeaderCrashReportPage() {
  const { id, group, fallback } = useGroupPage({ to: web.leadersPortal, label: t.leadersPortal });
  if (!group.data) return fallback;
  return (
    <PageFrame
      size="lg"
      above={<BackLink to={web.memberProgress(id)} label={t.memberProgress} />}
      title={`${t.groupCrashReport} · ${group.data.name}`}
    >
      <GroupCrashCalendar groupId={id} />
    </PageFrame>
  );
}
