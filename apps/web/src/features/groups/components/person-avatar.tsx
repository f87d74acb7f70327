import { Avatar, type MantineSize } from '@mantine/core';
import type { PersonSummary } from '@holdfast/shared/accountability';

/** A person's picture, or their initials; decorative beside their name (which is always written out). */
export function PersonAvatar({ person, size = 'md' }: { person: Pick<PersonSummary, 'initials' | 'profile_icon'>; size?: MantineSize | number }) {
  return (
    <Avatar src={person.profile_icon} alt="" size={size} radius="xl" color="harbor" aria-hidden>
      {person.initials}
    </Avatar>
  );
}
