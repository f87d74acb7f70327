import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { adminCoursesTexts as t } from '@holdfast/shared/admin';

/** Up and down buttons of a row in an ordered list (keyboard and screen-reader friendly, unlike dragging). */
export function MoveButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`${t.moveUp}: ${name}`} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`${t.moveDown}: ${name}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}
