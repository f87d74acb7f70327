import { Avatar, Group, Text, type MantineSize } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { PersonSummary } from '@holdfast/shared/accountability';

/** A person's picture, or their initials; decorative beside their name (which is always written out). */
export function PersonAvatar({
  person,
  size = 'md',
}: {
  person: Pick<PersonSummary, 'initials' | 'profile_icon'>;
  size?: MantineSize | number;
}) {
  return (
    <Avatar src={person.profile_icon} alt="" size={size} radius="xl" color="harbor" aria-hidden>
      {person.initials}
    </Avatar>
  );
}

/**
 * A person in a list or a header: their picture, their name (bold, wrapping anywhere) and, under it,
 * the lines given as children (who they are to me, what they share).
 */
export function PersonLine({
  person,
  name = person.display_name,
  size,
  align,
  grow = false,
  style,
  children,
}: {
  person: Pick<PersonSummary, 'initials' | 'profile_icon' | 'display_name'>;
  name?: ReactNode;
  size?: MantineSize;
  align?: 'flex-start';
  /** The text takes the row's free width (badges beside the name line up at its end). */
  grow?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0} align={align} style={style}>
      <PersonAvatar person={person} size={size} />
      <div style={grow ? { minWidth: 0, flex: 1 } : { minWidth: 0 }}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {children}
      </div>
    </Group>
  );
}
