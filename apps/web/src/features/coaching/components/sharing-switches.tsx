import { List, Stack, Switch, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Sharing } from '@holdfast/shared/accountability';
import { coachClientTexts as ct, coachSeesTexts as seen } from '@holdfast/shared/coaching';

type ShareKind = keyof typeof seen.switchable;
const KINDS = Object.keys(seen.switchable) as ShareKind[];

/** FASTER answers are part of a check-in: without check-ins the coach sees none of them. */
export const shownSharing = (s: Sharing): Sharing => ({ ...s, faster: s.check_ins && s.faster });

/**
 * Exactly what the coach will see: the four switches (check-ins, crash reports, FASTER answers,
 * streaks) and what always comes with coaching (course progress, habit results, messages).
 */
export function SharingSwitches({
  sharing,
  onChange,
  disabled = false,
  idPrefix,
}: {
  sharing: Sharing;
  onChange: (kind: ShareKind, value: boolean) => void;
  disabled?: boolean;
  /** Keeps the hint ids unique on a page. */
  idPrefix: string;
}) {
  const shown = shownSharing(sharing);
  return (
    <Stack gap="md">
      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={700} mb="xs">
          {ct.switchableTitle}
        </Text>
        {KINDS.map((kind) => {
          const needsCheckIns = kind === 'faster' && !sharing.check_ins;
          return (
            <div key={kind}>
              <Switch
                label={seen.switchable[kind]}
                checked={shown[kind]}
                disabled={disabled || needsCheckIns}
                onChange={(event) => onChange(kind, event.currentTarget.checked)}
                aria-describedby={needsCheckIns ? `${idPrefix}-${kind}-hint` : undefined}
                size="md"
              />
              {needsCheckIns && (
                <Text id={`${idPrefix}-${kind}-hint`} size="sm" c="dimmed" ml={54}>
                  {ct.fasterNeedsCheckIns}
                </Text>
              )}
            </div>
          );
        })}
      </Stack>
      <div>
        <Text fw={700} mb="xs" id={`${idPrefix}-always`}>
          {ct.alwaysTitle}
        </Text>
        <List spacing={4} icon={<IconCheck size={16} aria-hidden />} aria-labelledby={`${idPrefix}-always`}>
          {seen.always.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </div>
    </Stack>
  );
}
