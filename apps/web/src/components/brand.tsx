import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconAnchor } from '@tabler/icons-react';

export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const big = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={big ? 44 : 32} radius="md" variant="filled" aria-hidden>
        <IconAnchor size={big ? 26 : 20} stroke={2} />
      </ThemeIcon>
      <Text fw={750} fz={big ? 26 : 20} style={{ letterSpacing: '-0.02em' }}>
        Holdfast
      </Text>
    </Group>
  );
}
