import { Alert, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { adminConsoleTexts as t } from '@holdfast/shared/admin';
import { useProfile } from '@/lib/api/get-profile';
import { toShellUser } from '@/lib/shell-user';
import { isConsoleAdmin } from '../../admin-nav';

/** The content pages are for ff_admin only (support sees account state, never content); the API refuses anyone else too. */
export function AdminOnly() {
  const profile = useProfile();
  if (profile.data && !isConsoleAdmin(toShellUser(profile.data)))
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" role="alert" title={t.onlyStaff}>
          {t.onlyStaffDetail}
        </Alert>
      </Container>
    );
  return <Outlet />;
}
