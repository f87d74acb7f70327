import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useChatRedirect } from '../api/redirect';

/** /messages/redirect/{type}/{userId}: the server picks the chat to open for a person (spec 3 section 4, in priority). */
export function MessagesRedirectPage() {
  const { type, userId } = useParams();
  const navigate = useNavigate();
  const id = Number(userId);
  const valid = type === 'user' && Number.isInteger(id) && id > 0;
  const target = useChatRedirect(id, valid);
  const url = !valid || target.isError ? '/messages' : target.data?.url;
  useEffect(() => {
    if (url) navigate(url, { replace: true });
  }, [url, navigate]);
  return <PageSkeleton />;
}
