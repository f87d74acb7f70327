import { Anchor, Button, Card, Group, Text } from '@mantine/core';
import { IconExternalLink, IconMessage, IconPhone } from '@tabler/icons-react';
import { helpNowTexts as t, smsHref, telHref, type CrisisResource } from '@holdfast/shared/reference';

/** One crisis resource of the CrisisSupport config: tappable call and text buttons (tel:, sms:) and its website. */
export function CrisisResourceCard({ resource }: { resource: CrisisResource }) {
  return (
    <Card withBorder radius="lg" p="md" component="article" aria-label={resource.name}>
      <Text fw={700}>{resource.name}</Text>
      {resource.description && (
        <Text size="sm" c="dimmed" mt={2}>
          {resource.description}
        </Text>
      )}
      <Group gap="xs" mt="sm" wrap="wrap">
        {resource.phone && (
          <Button component="a" href={telHref(resource.phone)} leftSection={<IconPhone size={18} aria-hidden />}>
            {t.call} {resource.phone}
          </Button>
        )}
        {resource.sms && (
          <Button
            component="a"
            href={smsHref(resource.sms, resource.sms_body)}
            variant="light"
            leftSection={<IconMessage size={18} aria-hidden />}
          >
            {t.text} {resource.sms_body ? `${resource.sms_body} to ` : ''}
            {resource.sms}
          </Button>
        )}
        {resource.url && (
          <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {t.website} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
