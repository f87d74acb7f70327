import { Avatar, Tooltip } from '@mantine/core';
import type { CommunityPerson } from '@holdfast/shared/community';
import { RECENT_PARTICIPANTS_MAX } from '@holdfast/shared/community';
import { communityUi as ui } from '../lib/texts';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** One member's picture or initials; decorative (the name is always written beside it or in the label). */
export function CommunityAvatar({
  person,
  size = 'md',
}: {
  person: Pick<CommunityPerson, 'name' | 'profile_icon'>;
  size?: 'sm' | 'md' | 'lg' | number;
}) {
  return (
    <Avatar src={person.profile_icon} alt="" size={size} radius="xl" color="harbor" aria-hidden>
      {initialsOf(person.name)}
    </Avatar>
  );
}

/** Up to 3 recent participants, then +N (spec 3: "up to 3 user avatars per tile, then a +N count"). */
export function AvatarStack({ users, total }: { users: CommunityPerson[]; total: number }) {
  const shown = users.slice(0, RECENT_PARTICIPANTS_MAX);
  const rest = Math.max(0, total - shown.length);
  if (!shown.length) return null;
  const label = shown.map((u) => u.name).join(', ') + (rest ? ` ${ui.moreParticipants(rest)}` : '');
  return (
    <Avatar.Group spacing="sm" role="img" aria-label={label}>
      {shown.map((u) => (
        <Tooltip key={u.id} label={u.name} withArrow>
          <CommunityAvatar person={u} size="sm" />
        </Tooltip>
      ))}
      {rest > 0 && (
        <Avatar size="sm" radius="xl" aria-hidden>
          {ui.more(rest)}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
