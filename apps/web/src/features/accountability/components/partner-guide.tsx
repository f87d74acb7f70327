import { Alert, Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { partnerGuide } from '@holdfast/shared/accountability';

/** One column of the guide: its heading, then its lines, each marked with the column's icon. */
function GuideList({ heading, color, icon, lines }: { heading: string; color: string; icon: ReactNode; lines: readonly string[] }) {
  return (
    <div>
      <Text size="sm" fw={700} mb={4}>
        {heading}
      </Text>
      <List
        size="sm"
        spacing={4}
        icon={
          <ThemeIcon color={color} size={18} radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
        }
      >
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** The short guide beside a crash report or an SOS: what to say and what not to say. */
export function PartnerGuide({ kind }: { kind: keyof typeof partnerGuide }) {
  const guide = partnerGuide[kind];
  const id = `partner-guide-${kind}`;
  return (
    <Card withBorder radius="md" p="md" bg="gray.0" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id} mb="xs">
        {guide.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <GuideList heading="What to say" color="teal" icon={<IconCheck size={12} stroke={3} />} lines={guide.say} />
        <GuideList heading="What not to say" color="red.9" icon={<IconX size={12} stroke={3} />} lines={guide.avoid} />
      </SimpleGrid>
      {'danger' in guide && (
        <Alert color="red" variant="light" mt="sm" p="xs">
          {guide.danger}
        </Alert>
      )}
    </Card>
  );
}
