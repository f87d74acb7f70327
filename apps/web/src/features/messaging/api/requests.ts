import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messagingApiPaths as paths,
  type ChatRef,
  type MessagingRequestList,
  type MessagingRequestResponse,
  type RequestStatusInput,
} from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from './query-keys';

/** GET messaging-requests: my requests both ways (community ones name the other person). */
export function listMessagingRequests(signal?: AbortSignal): Promise<MessagingRequestList> {
  return api.get<MessagingRequestList>(paths.requests, { signal });
}

export function useMessagingRequests() {
  return useQuery(queryOptions({ queryKey: messagingKeys.requests(), queryFn: ({ signal }) => listMessagingRequests(signal) }));
}

/** PATCH messaging-requests/{id}/request-status: the recipient accepts or rejects. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: RequestStatusInput['status'] }) =>
      api.patch<MessagingRequestResponse>(paths.requestStatus(id), { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}

/**
 * 'Delete Chat': archives the chat for me only (PATCH messaging-requests/{id}/archive-state). A partner
 * or group-member chat's entry is made (or found) first by POST messaging-requests; a community
 * chat's is its request.
 */
export function useArchiveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chat, requestId }: { chat: ChatRef; requestId: number | null }) => {
      let id = requestId;
      if (id === null && chat.type === 'partner')
        id = (await api.post<MessagingRequestResponse>(paths.requests, { user_type: 'partner', accountability_id: chat.partner_id })).item
          .id;
      if (id === null && chat.type === 'group-member')
        id = (await api.post<MessagingRequestResponse>(paths.requests, { user_type: 'group-member', member_id: chat.member_id })).item.id;
      if (id === null) throw new Error('This chat cannot be deleted');
      return api.patch<MessagingRequestResponse>(paths.archiveState(id), { is_archived: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
