import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { accountsTexts } from '@holdfast/shared/accounts';
import { FullPageStatus, useStartOnce } from '@/components/full-page-status';
import { notify } from '@/lib/notify';
import { useLoginAsUser } from '../api/login-as-user';

/** /login-as-user?token=: an administrator's one-time impersonation link. */
export function LoginAsUserPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/login" replace />;
  return <Impersonate token={token} />;
}

function Impersonate({ token }: { token: string }) {
  const navigate = useNavigate();
  const { mutate } = useLoginAsUser();
  useStartOnce(() =>
    mutate(token, {
      onSuccess: () => void navigate('/dashboard', { replace: true }),
      onError: () => {
        notify.error(accountsTexts.unableToLogin);
        void navigate('/login', { replace: true });
      },
    }),
  );
  return <FullPageStatus text="Signing in…" />;
}
