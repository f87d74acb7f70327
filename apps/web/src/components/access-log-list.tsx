import { Avatar, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { accessLogTexts as t, type AccessKind, type AccessLogEntry } from '@holdfast/shared/accountability';
import { PersonAvatar } from '@/components/person-line';

const VIA: Record<AccessLogEntry['via'], string> = {
  partner: t.viaPartner,
  group: t.viaGroup,
  group_chat: t.viaGroupChat,
  coach: t.viaCoach,
  support: t.viaSupport,
};
/** Each access kind as the log names it ('crash reports'). */
export const ACCESS_KIND_LABELS: Record<AccessKind, string> = {
  check_ins: t.kindCheckIns,
  crash_reports: t.kindCrashReports,
  streaks: t.kindStreaks,
  course_progress: t.kindCourseProgress,
  premium_application: t.kindPremiumApplication,
  habit_results: t.kindHabitResults,
  account: t.kindAccount,
  account_end: t.kindAccountEnd,
};

/** The Holdfast team's read-only view of the account (impersonation): its own sentence, no person named. */
const SUPPORT_LINES: Partial<Record<AccessKind, string>> = { account: t.supportViewed, account_end: t.supportStopped };

/** 'one of your crash reports' or 'your crash reports from Mar 1 to Mar 31, 2026'. */
function whatOf(entry: AccessLogEntry): string {
  const kind = ACCESS_KIND_LABELS[entry.kind];
  if (entry.record_id !== null) return `one of your ${kind}`;
  if (entry.range_start && entry.range_end)
    return `your ${kind} from ${dayjs(entry.range_start).format('MMM D')} to ${dayjs(entry.range_end).format('MMM D, YYYY')}`;
  return `your ${kind}`;
}

/** One page of 'who viewed my data' (the profile's page and the privacy centre's panel): each read, newest first, with the pages below. */
export function AccessLogList({
  items,
  label,
  page,
  totalPages,
  onPage,
}: {
  items: readonly AccessLogEntry[];
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((entry) => {
          const support = entry.via === 'support' ? SUPPORT_LINES[entry.kind] : undefined;
          return (
            <Card key={entry.id} withBorder radius="md" p="sm" component="li">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {support ? (
                  <Avatar radius="xl" color="orange" aria-hidden="true">
                    HF
                  </Avatar>
                ) : (
                  <PersonAvatar person={entry.viewer} />
                )}
                <div style={{ minWidth: 0 }}>
                  {support ? (
                    <>
                      <Text fw={700}>{support}</Text>
                      {entry.kind === 'account' && (
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {t.supportDetail}
                        </Text>
                      )}
                    </>
                  ) : (
                    <Text style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={700}>
                        {entry.viewer.display_name}
                      </Text>{' '}
                      viewed {whatOf(entry)} {VIA[entry.via]}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    <time dateTime={entry.created_at}>{dayjs(entry.created_at).format('ddd, MMM D, YYYY · h:mm A')}</time>
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </>
  );
}
