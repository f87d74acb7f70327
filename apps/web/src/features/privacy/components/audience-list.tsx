import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { accountabilityWebPaths, SHARE_KINDS, type ShareKind } from '@holdfast/shared/accountability';
import { privacyTexts as t, type AudienceEntry, type AudienceLink } from '@holdfast/shared/privacy';
import { PersonLine } from '@/components/person-line';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useGetPrivacyAudience } from '../api/get-privacy-audience';

/** Renders what one partner's app shows of me (the accountability area's preview, passed in by app/). */
export type PartnerPreview = (relationshipId: number, name: string) => ReactNode;

function linkLine(link: AudienceLink): string {
  const via = t.via[link.via];
  return link.group_name ? `${via} · ${link.group_name}` : via;
}

/** 'Sees: Check-ins, Streaks' as badges, with what they do not see said too (a screen reader hears both lists). */
function Kinds({ sees, label }: { sees: Record<ShareKind, boolean>; label: string }) {
  const shown = SHARE_KINDS.filter((k) => sees[k]);
  if (!shown.length)
    return (
      <Text size="sm" c="dimmed">
        {t.seesNothing}
      </Text>
    );
  return (
    <Group gap={6} component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {SHARE_KINDS.map((k) => (
        <Badge
          key={k}
          component="li"
          variant={sees[k] ? 'light' : 'outline'}
          color={sees[k] ? 'harbor' : 'gray'}
          leftSection={sees[k] ? <IconEye size={12} aria-hidden /> : <IconEyeOff size={12} aria-hidden />}
          style={{ textTransform: 'none' }}
        >
          {sees[k] ? t.kinds[k] : `Not ${t.kinds[k].toLowerCase()}`}
        </Badge>
      ))}
    </Group>
  );
}

function PersonCard({ entry, partnerPreview }: { entry: AudienceEntry; partnerPreview?: PartnerPreview }) {
  const [previewOf, setPreviewOf] = useState<number | null>(null);
  const name = entry.person.display_name;
  return (
    <Card withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Stack gap="xs">
        <PersonLine person={entry.person}>
          {entry.links.map((link) => (
            <Text key={`${link.via}-${link.context_id}`} size="sm" c="dimmed">
              {linkLine(link)}
            </Text>
          ))}
        </PersonLine>
        <Kinds sees={entry.sees} label={`What ${name} sees`} />
        {entry.links
          .filter((link) => link.via === 'partner')
          .map((link) => (
            <Stack key={link.context_id} gap="xs">
              <Group gap="sm">
                {partnerPreview && (
                  <Button
                    size="xs"
                    variant="light"
                    aria-expanded={previewOf === link.context_id}
                    onClick={() => setPreviewOf((v) => (v === link.context_id ? null : link.context_id))}
                  >
                    {previewOf === link.context_id ? t.hidePreview : t.preview}
                  </Button>
                )}
                <Anchor component={Link} to={accountabilityWebPaths.sharing(link.context_id)} size="sm">
                  {t.changeSharing}
                </Anchor>
              </Group>
              {previewOf === link.context_id && partnerPreview?.(link.context_id, name)}
            </Stack>
          ))}
      </Stack>
    </Card>
  );
}

/** Everyone who can see my data, from consent's own answer: each person, their links, what they see. */
export function AudienceList({ partnerPreview }: { partnerPreview?: PartnerPreview }) {
  const audience = useGetPrivacyAudience();
  return (
    <Stack gap="sm" component="section" aria-labelledby="audience-title">
      <Title order={2} fz="lg" id="audience-title">
        {t.audienceTitle}
      </Title>
      {audience.isPending ? (
        <ListSkeleton label="Loading who can see your data" rows={2} />
      ) : audience.isError ? (
        <LoadFailure title="Unable to load who can see your data" onRetry={() => void audience.refetch()} />
      ) : audience.data.people.length === 0 ? (
        <EmptyCard>
          <Text>{t.audienceEmpty}</Text>
        </EmptyCard>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.audienceTitle}>
          {audience.data.people.map((entry) => (
            <PersonCard key={entry.person.id} entry={entry} partnerPreview={partnerPreview} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
