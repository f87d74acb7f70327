import { Alert, Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { partnerGuide } from '@holdfast/shared/accountability';

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
        <div>
          <Text size="sm" fw={700} mb={4}>
            What to say
          </Text>
          <List
            size="sm"
            spacing={4}
            icon={
              <ThemeIcon color="teal" size={18} radius="xl" aria-hidden>
                <IconCheck size={12} stroke={3} />
              </ThemeIcon>
            }
          >
            {guide.say.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text size="sm" fw={700} mb={4}>
            What not to say
          </Text>
          <List
            size="sm"
            spacing={4}
            icon={
              <ThemeIcon color="red.9" size={18} radius="xl" aria-hidden>
                <IconX size={12} stroke={3} />
              </ThemeIcon>
            }
          >
            {guide.avoid.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
      </SimpleGrid>
      {'danger' in guide && (
        <Alert color="red" variant="light" mt="sm" p="xs">
          {guide.danger}
        </Alert>
      )}
    </Card>
  );
}
