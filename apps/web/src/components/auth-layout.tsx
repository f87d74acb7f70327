import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand';

/** The calm, centred frame of the sign-in, account and onboarding screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
  width = 440,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box
      component="main"
      mih="100dvh"
      style={{
        background:
          'radial-gradient(1200px 600px at 10% -10%, var(--mantine-color-harbor-1), transparent 60%), radial-gradient(900px 500px at 110% 110%, var(--mantine-color-harbor-0), transparent 60%), var(--mantine-color-gray-0)',
      }}
    >
      <Center mih="100dvh" px="md" py="xl">
        <Stack w="100%" maw={width} gap="lg">
          <Center>
            <Brand size="lg" />
          </Center>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} fz={{ base: 24, sm: 26 }}>
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
