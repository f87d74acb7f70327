import { Anchor, Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { premiumWebPaths as web } from '@holdfast/shared/premium-groups';
import { AuthLayout } from '@/components/auth-layout';
import { ErrorCard } from '@/components/error-card';
import { apiMessages } from '../lib/application-errors';
import { NeedsDraft } from './needs-draft';

/**
 * One way of sending the application once the form is filled (sign in, guest e-mail, new account):
 * the API's field errors, the step's fields, its button, and the way back to the choice.
 */
export function SubmitStep({
  title,
  subtitle,
  submitLabel,
  mutation,
  onSubmit,
  children,
}: {
  title: string;
  subtitle: string;
  submitLabel: string;
  mutation: { error: unknown; isPending: boolean };
  onSubmit: (e: FormEvent) => void;
  children: React.ReactNode;
}) {
  return (
    <NeedsDraft>
      <AuthLayout title={title} subtitle={subtitle}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ErrorCard messages={apiMessages(mutation.error)} />
            {children}
            <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
              {submitLabel}
            </Button>
            <Anchor component={Link} to={web.submit} size="sm">
              Choose another way
            </Anchor>
          </Stack>
        </form>
      </AuthLayout>
    </NeedsDraft>
  );
}
