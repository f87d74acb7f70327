import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';

/** Says why, once, and leaves. */
export function LeaveWithWarning({ to, warning }: { to: string; warning: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    notify.warning(warning);
    navigate(to, { replace: true });
  }, [navigate, to, warning]);
  return null;
}
