import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { checkPassword, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, type PasswordChecks } from '@holdfast/shared/validation';

const CRITERIA: [keyof PasswordChecks, string][] = [
  ['length', `At least ${PASSWORD_MIN_LENGTH} characters`],
  ['upper', 'One upper case letter'],
  ['lower', 'One lower case letter'],
  ['digit', 'One number'],
  ['special', `One special character (${PASSWORD_SPECIALS})`],
];

/** The five password criteria of `checkPassword`, ticked as the user types. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const checks = checkPassword(value);
  return (
    <List id={id} aria-label="Strength requirements" spacing={4} size="sm" center data-testid="password-checklist">
      {CRITERIA.map(([key, label]) => {
        const met = checks[key];
        return (
          <List.Item
            key={key}
            data-met={met}
            c={met ? 'teal.9' : 'dimmed'}
            icon={
              <ThemeIcon color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'} size={18} radius="xl" aria-hidden>
                {met ? <IconCheck size={12} stroke={3} /> : <IconCircleDashed size={12} />}
              </ThemeIcon>
            }
          >
            {label}
            <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
