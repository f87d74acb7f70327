import { Button } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { WatchEntityType } from '@holdfast/shared/community';
import { useSetWatch } from '../api/set-watch';
import { communityUi as ui } from '../lib/texts';

/** Watch/Unwatch Topic or Thread (spec 3 section 2): the API's answer is the toast. */
export function WatchButton({ type, id, watched }: { type: WatchEntityType; id: number; watched: boolean }) {
  const watch = useSetWatch();
  const label = type === 'topic' ? (watched ? ui.unwatchTopic : ui.watchTopic) : watched ? ui.unwatchThread : ui.watchThread;
  return (
    <Button
      variant={watched ? 'light' : 'outline'}
      size="sm"
      leftSection={watched ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
      loading={watch.isPending}
      aria-pressed={watched}
      onClick={() => watch.mutate({ type, id, watch: !watched })}
    >
      {label}
    </Button>
  );
}
