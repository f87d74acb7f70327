import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { checkPassword, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, type PasswordChecks } from '@holdfast/shared/validation';

const LABELS: Record<keyof PasswordChecks, string> = {
  length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  upper: 'An upper-case letter',
  lower: 'A lower-case letter',
  digit: 'A digit',
  special: `A special character (${PASSWORD_SPECIALS})`,
};

/** The strength rule's requirements (spec 5), each ticked as the password meets it; shown while the field has focus. */
export function PasswordHints({ value, id }: { value: string; id: string }) {
  const checks = checkPassword(value);
  return (
    <List id={id} size="sm" spacing={2} aria-label="Password requirements" center>
      {(Object.keys(LABELS) as (keyof PasswordChecks)[]).map((k) => (
        <List.Item
          key={k}
          icon={
            <ThemeIcon size={16} radius="xl" color={checks[k] ? 'teal' : 'gray'} aria-hidden>
              {checks[k] ? <IconCheck size={12} /> : null}
            </ThemeIcon>
          }
        >
          {LABELS[k]}
          <span style={{ position: 'absolute', left: -9999 }}>{checks[k] ? ' (met)' : ' (not met)'}</span>
        </List.Item>
      ))}
    </List>
  );
}
