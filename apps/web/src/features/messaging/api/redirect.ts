import { useQuery } from '@tanstack/react-query';
import { messagingApiPaths as paths, type RedirectResponse } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';

/** GET messages/redirect/user/{id}: the chat to open for a person, asked afresh each time (never cached). */
export function useChatRedirect(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['messaging', 'redirect', userId],
    queryFn: ({ signal }) => api.get<RedirectResponse>(paths.redirect('user', userId), { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
