import { useNavigate } from 'react-router';
import { premiumTexts as t, premiumWebPaths as web } from '@holdfast/shared/premium-groups';
import { notify } from '@/lib/notify';
import { clearDraft } from './application-draft';

/** Once the application is sent: the draft goes, the API's message (or the spec's) shows, then 'Application Submitted'. */
export function useOnSent() {
  const navigate = useNavigate();
  return (answer: { message: string }) => {
    clearDraft();
    notify.success(answer.message || t.formFilled);
    navigate(web.success, { replace: true });
  };
}
