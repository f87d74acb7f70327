import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { adminCoursesTexts as t } from '@holdfast/shared/admin';
import type { ItemPanel, Lesson, LessonItem } from '@holdfast/shared/courses';
import { ITEM_TYPE_LABELS, PANEL_TYPE_LABELS } from '../lib/order';
import { MoveButtons } from './move-buttons';

/** What the lesson card asks its page to do (the page holds the editors and the calls). */
export interface LessonActions {
  busy: boolean;
  answeredItems: ReadonlySet<number>;
  answeredPanels: ReadonlySet<number>;
  editLesson: (lesson: Lesson) => void;
  deleteLesson: (lesson: Lesson) => void;
  addItem: (lesson: Lesson, parent: LessonItem | null) => void;
  editItem: (lesson: Lesson, item: LessonItem, parent: LessonItem | null) => void;
  deleteItem: (lesson: Lesson, item: LessonItem) => void;
  moveItem: (lesson: Lesson, parent: LessonItem | null, index: number, delta: -1 | 1) => void;
  addPanel: (lesson: Lesson, item: LessonItem) => void;
  editPanel: (lesson: Lesson, item: LessonItem, panel: ItemPanel) => void;
  deletePanel: (lesson: Lesson, item: LessonItem, panel: ItemPanel) => void;
  movePanel: (lesson: Lesson, item: LessonItem, index: number, delta: -1 | 1) => void;
}

function DeleteButton({ label, answered, onClick }: { label: string; answered: boolean; onClick: () => void }) {
  // An icon, not red text: a red label under an open dialog's overlay reads too faintly (axe's contrast check).
  return (
    <Tooltip label={answered ? t.answeredHint : label}>
      <ActionIcon variant="subtle" color="red.9" disabled={answered} onClick={onClick} aria-label={label}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

function ItemRow({
  lesson,
  item,
  parent,
  index,
  count,
  a,
}: {
  lesson: Lesson;
  item: LessonItem;
  parent: LessonItem | null;
  index: number;
  count: number;
  a: LessonActions;
}) {
  const answered = a.answeredItems.has(item.id) || item.child_items.some((c) => a.answeredItems.has(c.id));
  return (
    <Card withBorder padding="sm" radius="md" ml={parent ? 'lg' : 0} aria-label={`Item: ${item.name}`} component="section">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Badge variant="light" color="gray">
              {ITEM_TYPE_LABELS[item.item_type] ?? item.item_type}
            </Badge>
            {item.week_number !== null && <Badge variant="outline" color="gray">{`Week ${item.week_number}`}</Badge>}
          </Group>
          <Group gap={4} wrap="wrap">
            <MoveButtons
              name={item.name}
              index={index}
              count={count}
              disabled={a.busy}
              onMove={(d) => a.moveItem(lesson, parent, index, d)}
            />
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={14} />}
              onClick={() => a.editItem(lesson, item, parent)}
              aria-label={`${t.edit}: ${item.name}`}
            >
              {t.edit}
            </Button>
            <DeleteButton label={`${t.delete}: ${item.name}`} answered={answered} onClick={() => a.deleteItem(lesson, item)} />
          </Group>
        </Group>
        {!parent && (
          <Stack gap={4}>
            {item.item_panels.map((panel, i) => (
              <Group key={panel.id} justify="space-between" gap="xs" wrap="wrap" pl="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {`Panel: ${panel.name}`}{' '}
                  <Text span c="dimmed" size="sm">
                    {`(${PANEL_TYPE_LABELS[panel.panel_type] ?? panel.panel_type})`}
                  </Text>
                </Text>
                <Group gap={4} wrap="wrap">
                  <MoveButtons
                    name={panel.name}
                    index={i}
                    count={item.item_panels.length}
                    disabled={a.busy}
                    onMove={(d) => a.movePanel(lesson, item, i, d)}
                  />
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => a.editPanel(lesson, item, panel)}
                    aria-label={`${t.edit}: ${panel.name}`}
                  >
                    {t.edit}
                  </Button>
                  <DeleteButton
                    label={`${t.delete}: ${panel.name}`}
                    answered={a.answeredPanels.has(panel.id)}
                    onClick={() => a.deletePanel(lesson, item, panel)}
                  />
                </Group>
              </Group>
            ))}
            <Group gap="xs">
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                onClick={() => a.addPanel(lesson, item)}
                aria-label={`${t.addPanel}: ${item.name}`}
              >
                {t.addPanel}
              </Button>
              {item.item_type === 'checkboxes' && (
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => a.addItem(lesson, item)}
                  aria-label={`${t.addChild}: ${item.name}`}
                >
                  {t.addChild}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {item.child_items.map((child, i) => (
          <ItemRow
            key={child.id}
            lesson={lesson}
            item={{ ...child, child_items: [] }}
            parent={item}
            index={i}
            count={item.child_items.length}
            a={a}
          />
        ))}
      </Stack>
    </Card>
  );
}

/** One lesson: its name and audience, its items (with their child items and panels), each movable, editable and deletable. */
export function LessonCard({
  lesson,
  index,
  count,
  onMove,
  a,
}: {
  lesson: Lesson;
  index: number;
  count: number;
  onMove: (d: -1 | 1) => void;
  a: LessonActions;
}) {
  const answered = lesson.lesson_items.some((i) => a.answeredItems.has(i.id) || i.child_items.some((c) => a.answeredItems.has(c.id)));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={`Lesson: ${lesson.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {lesson.name}
            </Text>
            {lesson.audience !== 'everyone' && (
              <Badge variant="light">{lesson.audience === 'married' ? 'Married members' : 'Leaders'}</Badge>
            )}
          </Group>
          <Group gap={4} wrap="wrap">
            <MoveButtons name={lesson.name} index={index} count={count} disabled={a.busy} onMove={onMove} />
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={14} />}
              onClick={() => a.editLesson(lesson)}
              aria-label={`${t.edit}: ${lesson.name}`}
            >
              {t.edit}
            </Button>
            <DeleteButton label={`${t.delete}: ${lesson.name}`} answered={answered} onClick={() => a.deleteLesson(lesson)} />
          </Group>
        </Group>
        {lesson.lesson_items.length === 0 && (
          <Text c="dimmed" size="sm">
            {t.noItems}
          </Text>
        )}
        {lesson.lesson_items.map((item, i) => (
          <ItemRow key={item.id} lesson={lesson} item={item} parent={null} index={i} count={lesson.lesson_items.length} a={a} />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => a.addItem(lesson, null)}
          aria-label={`${t.addItem}: ${lesson.name}`}
        >
          {t.addItem}
        </Button>
      </Stack>
    </Card>
  );
}
