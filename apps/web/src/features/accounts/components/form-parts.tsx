import { Anchor, Collapse, PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordChecklist } from './password-checklist';

type InputProps = Omit<PasswordInputProps, 'label'>;

/** A new account's password: the criteria checklist opens when the field first gets focus (registration, invitation). */
export function NewAccountPasswordInput({ inputProps, value }: { inputProps: InputProps; value: string }) {
  const [showChecklist, setShowChecklist] = useState(false);
  return (
    <>
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        withAsterisk
        aria-describedby="password-requirements"
        {...inputProps}
        onFocus={(event) => {
          setShowChecklist(true);
          inputProps.onFocus?.(event);
        }}
      />
      <Collapse expanded={showChecklist}>{showChecklist && <PasswordChecklist id="password-requirements" value={value} />}</Collapse>
    </>
  );
}

/** A new password and its confirmation, with the criteria checklist between them (the reset pages). */
export function NewPasswordFields({
  password,
  confirmation,
  value,
  description,
}: {
  password: InputProps;
  confirmation: InputProps;
  value: string;
  description?: string;
}) {
  return (
    <>
      <PasswordInput label="New Password" description={description} autoComplete="new-password" withAsterisk {...password} />
      <PasswordChecklist value={value} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" withAsterisk {...confirmation} />
    </>
  );
}

/** The 'Back to Login' link under the password pages' forms. */
export function BackToLogin() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        Back to Login
      </Anchor>
    </Text>
  );
}

/** 'Already have an account? Login' under the sign-up forms (registration, invitation). */
export function LoginInstead() {
  return (
    <Text size="sm" ta="center" c="dimmed">
      Already have an account?{' '}
      <Anchor component={Link} to="/login" fw={600}>
        Login
      </Anchor>
    </Text>
  );
}
