import { Box, Button, Group, Textarea } from '@mantine/core';
import { MESSAGE_MAX_LENGTH } from '@holdfast/shared/messaging';

/** The message box under a chat: Enter sends (Shift+Enter is a new line), as does 'Send'. */
export function ChatComposer({
  text,
  onTextChange,
  onSend,
  disabled,
  sendDisabled,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onSend: () => void;
  disabled: boolean;
  sendDisabled: boolean;
}) {
  return (
    <Box
      component="form"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(e) => onTextChange(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onSend();
            }
          }}
          style={{ flex: 1 }}
          disabled={disabled}
        />
        <Button type="submit" disabled={sendDisabled}>
          Send
        </Button>
      </Group>
    </Box>
  );
}
