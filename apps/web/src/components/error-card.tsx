import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Server validation (HTTP 422) messages, all of them, in one card (spec 1 section 5). */
export function ErrorCard({ messages, title = 'Please correct the following' }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      data-testid="error-card"
    >
      <List size="sm" spacing={2}>
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
