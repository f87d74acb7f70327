import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One way of sending the application, on the submit page: a card linking to its step. */
export function SubmitChoice({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Card withBorder radius="md" p={0}>
      <UnstyledButton component={Link} to={to} p="md" w="100%">
        <Group wrap="nowrap" gap="md">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </UnstyledButton>
    </Card>
  );
}
