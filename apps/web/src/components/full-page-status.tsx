import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** A whole page that waits on one call: a loader and what is happening ('Logging out…', 'Signing in…'). */
export function FullPageStatus({ text }: { text: string }) {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

/** Runs `start` once, after the first render (not again on StrictMode's second effect pass). */
export function useStartOnce(start: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  });
}
