import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page's frame: its width, an optional line above the title (a back link), its h1 with an
 * optional action on the right ('Add Partner', 'Add New Group'), an optional dimmed line under it,
 * then the page.
 */
export function PageFrame({
  title,
  intro,
  action,
  above,
  size = 'sm',
  gap = 'md',
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  above?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  gap?: 'md' | 'lg';
  children: ReactNode;
}) {
  const heading = (
    <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
      {title}
    </Title>
  );
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap={gap}>
        {above}
        <div>
          {action ? (
            <Group justify="space-between" align="center" gap="sm">
              {heading}
              {action}
            </Group>
          ) : (
            heading
          )}
          {intro && (
            <Text c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
