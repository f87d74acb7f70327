import { useNavigate } from 'react-router';
import { FullPageStatus, useStartOnce } from '@/components/full-page-status';
import { useLogout } from '@/lib/api/logout';

/** /logout: server logout (errors ignored), a loader for about a second, then /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { mutate } = useLogout();
  useStartOnce(() => mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) }));
  return <FullPageStatus text="Logging out…" />;
}
