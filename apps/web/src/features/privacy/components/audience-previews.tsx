import { Card, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { addDays } from '@holdfast/shared/check-ins';
import type { CoachPreview } from '@holdfast/shared/coaching';
import type { MemberProgress } from '@holdfast/shared/groups';
import { privacyTexts as t } from '@holdfast/shared/privacy';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { useGetCoachPreview, type PreviewRange } from '../api/get-coach-preview';
import { useGetGroupPreview } from '../api/get-group-preview';

/** Draws a leader's Member Progress row of me (the groups area's own part, passed in by app/). */
export type GroupPreviewView = (progress: MemberProgress) => ReactNode;

/** Draws my coach's client page of me (the coaching area's own parts, passed in by app/); its calendars move the range. */
export type CoachPreviewView = (props: {
  preview: CoachPreview;
  loading: boolean;
  onRangeChange: (range: PreviewRange) => void;
}) => ReactNode;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** What `viewerId`, a leader of group `groupId`, sees of me there: their Member Progress row of me, drawn by their own part. */
export function GroupPreviewPanel({
  viewerId,
  groupId,
  name,
  groupName,
  view,
}: {
  viewerId: number;
  groupId: number;
  name: string;
  groupName: string;
  view: GroupPreviewView;
}) {
  const preview = useGetGroupPreview(viewerId, groupId);
  return (
    <Frame title={t.groupPreviewTitle(name, groupName)}>
      {preview.isPending ? (
        <ListSkeleton label="Loading the preview" rows={1} height={96} />
      ) : preview.isError ? (
        <LoadFailure title="Unable to load the preview" onRetry={() => void preview.refetch()} />
      ) : preview.data.progress ? (
        view(preview.data.progress)
      ) : (
        <Text size="sm" c="dimmed">
          {t.groupPreviewNotSharing}
        </Text>
      )}
    </Frame>
  );
}

const last30Days = (): PreviewRange => {
  const today = new Date().toISOString().slice(0, 10);
  return { start: addDays(today, -29), end: today };
};

/** What my coach sees of me on their client page (courses and the calendars they may read), drawn by their own parts. */
export function CoachPreviewPanel({
  viewerId,
  coachUserId,
  name,
  view,
}: {
  viewerId: number;
  coachUserId: number;
  name: string;
  view: CoachPreviewView;
}) {
  const [range, setRange] = useState<PreviewRange>(last30Days);
  const preview = useGetCoachPreview(viewerId, coachUserId, range);
  const onRangeChange = (next: PreviewRange) => setRange((r) => (r.start === next.start && r.end === next.end ? r : next));
  return (
    <Frame title={t.coachPreviewTitle(name)}>
      {preview.isPending ? (
        <ListSkeleton label="Loading the preview" rows={1} height={96} />
      ) : preview.isError ? (
        <LoadFailure title="Unable to load the preview" onRetry={() => void preview.refetch()} />
      ) : (
        view({ preview: preview.data, loading: preview.isFetching, onRangeChange })
      )}
    </Frame>
  );
}
