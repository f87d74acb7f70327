import { Box, Button, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CONTENT_WARNINGS, communitySafetyTexts as st, type ContentWarning } from '@holdfast/shared/community';

export const contentWarningLabel = (w: ContentWarning) => st.contentWarnings[w];

/**
 * A thread's content behind its content warning: blurred (and hidden from screen readers and the
 * keyboard) until the member taps the notice. Without a warning the content shows as it is.
 */
export function ContentWarningGate({ warning, children }: { warning: ContentWarning | null; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (!warning || shown) return <>{children}</>;
  return (
    <Box pos="relative">
      <Box
        aria-hidden
        inert
        style={{ filter: 'blur(10px)', userSelect: 'none', pointerEvents: 'none', maxHeight: 160, overflow: 'hidden' }}
      >
        {children}
      </Box>
      <UnstyledButton
        onClick={() => setShown(true)}
        pos="absolute"
        inset={0}
        style={{
          display: 'grid',
          placeItems: 'center',
          borderRadius: 8,
          background: 'color-mix(in srgb, var(--mantine-color-body) 55%, transparent)',
        }}
      >
        <Stack gap={4} align="center">
          <IconEyeOff size={22} aria-hidden />
          <Text fw={700} ta="center">
            {st.contentWarningNotice(contentWarningLabel(warning))}
          </Text>
          <Button component="span" size="compact-sm" variant="default">
            {st.showContent}
          </Button>
        </Stack>
      </UnstyledButton>
    </Box>
  );
}

/** The new-thread form's content-warning choice (none, or one of CONTENT_WARNINGS). */
export function ContentWarningSelect({ value, onChange }: { value: ContentWarning | null; onChange: (v: ContentWarning | null) => void }) {
  return (
    <Select
      label={st.contentWarningLabel}
      data={[{ value: '', label: 'None' }, ...CONTENT_WARNINGS.map((w) => ({ value: w, label: contentWarningLabel(w) }))]}
      value={value ?? ''}
      allowDeselect={false}
      onChange={(v) => onChange(v ? (v as ContentWarning) : null)}
    />
  );
}
