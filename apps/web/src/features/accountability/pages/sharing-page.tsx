import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye, IconEyeOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  accountabilityTexts as t,
  accountabilityWebPaths as web,
  SHARE_KINDS,
  shareKindLabels,
  type ShareKind,
  type SharingPreview,
} from '@holdfast/shared/accountability';
import type { CalendarRange } from '@/components/calendar/event-calendar';
import { SkeletonStack } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useGetSharing } from '../api/get-sharing';
import { useGetSharingPreview } from '../api/get-sharing-preview';
import { useUpdateSharing } from '../api/update-sharing';
import { PersonAvatar } from '@/components/person-line';
import { refusalText } from '../lib/refusal';

const PartnerCalendar = lazy(() => import('../components/partner-calendar'));

const HINTS: Record<ShareKind, string> = {
  check_ins: 'Your daily check-ins: feelings, zone and notes.',
  crash_reports: 'Your crash reports and their answers.',
  faster: 'Your FASTER scale answers within a check-in.',
  streaks: 'Your purity and check-in streaks.',
};

function Streaks({ preview }: { preview: SharingPreview }) {
  if (!preview.streaks) return <Text size="sm">Streaks: not shared</Text>;
  return (
    <Text size="sm">
      Purity streak: {preview.streaks.purity_streak} · Check-in streak: {preview.streaks.checkin_streak}
    </Text>
  );
}

/** 'Preview as partner': this partner's own answer about me, for the month shown (the privacy centre shows it too, through app/pages). */
export function Preview({ relationshipId, name }: { relationshipId: number; name: string }) {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const preview = useGetSharingPreview(relationshipId, range ?? { start: '', end: '' }, range !== null);
  return (
    <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="preview-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="preview-title">
            What {name} sees
          </Title>
          <Text size="sm" c="dimmed">
            Exactly what their app receives about you, with your current choices.
          </Text>
        </div>
        {preview.data && <Streaks preview={preview.data} />}
        {preview.isError && (
          <Alert color="red" role="alert">
            {t.errorOccurred}
          </Alert>
        )}
        <Suspense fallback={<Skeleton height={420} radius="lg" role="status" aria-label="Loading calendar" />}>
          <PartnerCalendar
            data={preview.data?.calendar}
            isLoading={preview.isFetching && !preview.data}
            isError={false}
            readAgain={false}
            onRangeChange={(next) => setRange((r) => (r?.start === next.start && r.end === next.end ? r : next))}
          />
        </Suspense>
      </Stack>
    </Card>
  );
}

/** /accountability/partners/{id}/sharing: what I let one partner see (each on by default), and the preview. */
export function SharingPage() {
  const id = Number(useParams().id);
  const sharing = useGetSharing(id);
  const update = useUpdateSharing(id);
  const [previewing, setPreviewing] = useState(false);

  function toggle(kind: ShareKind, value: boolean) {
    update.mutate(
      { [kind]: value },
      {
        onSuccess: () => notify.success(t.sharingSaved),
        onError: (error) => notify.error(refusalText(error, t.errorOccurred)),
      },
    );
  }

  const back = (
    <Anchor component={Link} to={web.partners} size="sm" fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> Partners
      </Group>
    </Anchor>
  );

  if (sharing.isPending) {
    return (
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px="md">
        <SkeletonStack
          label="Loading sharing"
          bars={[
            { height: 32, width: '60%' },
            { height: 220, radius: 'lg' },
          ]}
        />
      </Container>
    );
  }
  if (sharing.isError) {
    return (
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px="md">
        <Stack gap="md">
          {back}
          <Alert color="red" role="alert">
            {isApiError(sharing.error) && sharing.error.status === 404 ? t.partnerNotFound : t.errorOccurred}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const state = sharing.data;
  const name = state.partner.display_name;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        {back}
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar person={state.partner} size="lg" />
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            Sharing with {name}
          </Title>
        </Group>
        <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="sharing-title">
          <Title order={2} fz="lg" id="sharing-title" mb="sm">
            {t.sharingTitle}
          </Title>
          {!state.applies && (
            <Alert color="gray" variant="light" mb="sm">
              {t.sharingNotApplicable}
            </Alert>
          )}
          <Stack gap="md">
            {SHARE_KINDS.map((kind) => {
              const dependsOnCheckIns = kind === 'faster' && !state.sharing.check_ins;
              return (
                // The hint sits outside the switch's label, so the switch is named by its label alone.
                <div key={kind}>
                  <Switch
                    label={shareKindLabels[kind]}
                    aria-describedby={`share-hint-${kind}`}
                    checked={state.sharing[kind] && !dependsOnCheckIns}
                    disabled={dependsOnCheckIns}
                    onChange={(event) => toggle(kind, event.currentTarget.checked)}
                    size="md"
                  />
                  <Text id={`share-hint-${kind}`} size="sm" c="dimmed" ml={54}>
                    {dependsOnCheckIns ? 'Shown only with check-ins.' : HINTS[kind]}
                  </Text>
                </div>
              );
            })}
          </Stack>
        </Card>
        <div>
          <Button
            variant={previewing ? 'default' : 'light'}
            leftSection={previewing ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
            onClick={() => setPreviewing((v) => !v)}
            aria-expanded={previewing}
          >
            {previewing ? 'Hide preview' : t.previewAsPartner}
          </Button>
        </div>
        {previewing && <Preview relationshipId={id} name={name} />}
      </Stack>
    </Container>
  );
}
