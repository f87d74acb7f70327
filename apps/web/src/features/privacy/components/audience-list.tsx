import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { accountabilityWebPaths, SHARE_KINDS, type ShareKind } from '@holdfast/shared/accountability';
import { coachingWebPaths } from '@holdfast/shared/coaching';
import { groupsWebPaths } from '@holdfast/shared/groups';
import { privacyTexts as t, type AudienceEntry, type AudienceLink } from '@holdfast/shared/privacy';
import { PersonLine } from '@/components/person-line';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useGetPrivacyAudience } from '../api/get-privacy-audience';
import { CoachPreviewPanel, GroupPreviewPanel, type CoachPreviewView, type GroupPreviewView } from './audience-previews';

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

/** The other areas' parts a preview is drawn with (app/ passes them in: features never import each other). */
export interface AudiencePreviews {
  partner?: PartnerPreview;
  group?: GroupPreviewView;
  coach?: CoachPreviewView;
}

/** Where the switches of a link are changed: the partner's sharing page, the group's page (its sharing switch), my coaching page. */
function sharingPathOf(link: AudienceLink): string | null {
  if (link.via === 'partner') return accountabilityWebPaths.sharing(link.context_id);
  if (link.via === 'group') return groupsWebPaths.groupInfo(link.context_id);
  if (link.via === 'coach') return coachingWebPaths.clientHome;
  return null;
}

function LinkPreview({ entry, link, previews }: { entry: AudienceEntry; link: AudienceLink; previews: AudiencePreviews }) {
  const [open, setOpen] = useState(false);
  const name = entry.person.display_name;
  const viewerId = entry.person.id ?? 0;
  const panel =
    link.via === 'partner' && previews.partner
      ? () => previews.partner!(link.context_id, name)
      : link.via === 'group' && previews.group && viewerId
        ? () => (
            <GroupPreviewPanel
              viewerId={viewerId}
              groupId={link.context_id}
              name={name}
              groupName={link.group_name ?? ''}
              view={previews.group!}
            />
          )
        : link.via === 'coach' && previews.coach && viewerId
          ? () => <CoachPreviewPanel viewerId={viewerId} coachUserId={link.context_id} name={name} view={previews.coach!} />
          : null;
  const change = sharingPathOf(link);
  if (!panel && !change) return null;
  const text = open ? t.hidePreview : t.preview;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {panel && (
          // The group's name is in the button's name only (several groups: several buttons); shown, a long name would be cut off on a phone.
          <Button
            size="xs"
            variant="light"
            aria-expanded={open}
            aria-label={link.group_name ? `${text} (${link.group_name})` : undefined}
            onClick={() => setOpen((v) => !v)}
          >
            {text}
          </Button>
        )}
        {change && (
          <Anchor component={Link} to={change} size="sm">
            {t.changeSharing}
          </Anchor>
        )}
      </Group>
      {open && panel?.()}
    </Stack>
  );
}

function PersonCard({ entry, previews }: { entry: AudienceEntry; previews: AudiencePreviews }) {
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
        {entry.links.map((link) => (
          <LinkPreview key={`${link.via}-${link.context_id}`} entry={entry} link={link} previews={previews} />
        ))}
      </Stack>
    </Card>
  );
}

/** Everyone who can see my data, from consent's own answer: each person, their links, what they see. */
export function AudienceList({ previews = {} }: { previews?: AudiencePreviews }) {
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
            <PersonCard key={entry.person.id} entry={entry} previews={previews} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
