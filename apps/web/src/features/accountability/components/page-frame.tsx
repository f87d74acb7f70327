import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page of the area outside the tabs: its width, its h1 and an optional dimmed line under it. */
export function PageFrame({
  title,
  intro,
  size = 'sm',
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
