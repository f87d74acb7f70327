import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messagingApiPaths as paths, type RedirectResponse } from '@holdfast/shared/messaging';
import { PageSkeleton } from '@/components/page-skeleton';
import { api } from '@/lib/api-client';

/** /messages/redirect/{type}/{userId}: the server picks the chat to open for a person (spec 3 section 4, in priority). */
export function MessagesRedirectPage() {
  const { type, userId } = useParams();
  const navigate = useNavigate();
  const id = Number(userId);
  const valid = type === 'user' && Number.isInteger(id) && id > 0;
  const target = useQuery({
    queryKey: ['messaging', 'redirect', id],
    queryFn: ({ signal }) => api.get<RedirectResponse>(paths.redirect('user', id), { signal }),
    enabled: valid,
    staleTime: 0,
    gcTime: 0,
  });
  const url = !valid || target.isError ? '/messages' : target.data?.url;
  useEffect(() => {
    if (url) navigate(url, { replace: true });
  }, [url, navigate]);
  return <PageSkeleton />;
}
