import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  communityToasts as toasts,
  type AgreementAnswer,
  type AgreementBody,
  type CreateReplyBody,
  type CreateThreadBody,
  type ReactionResult,
  type ReactionType,
  type Reply,
  type Thread,
  type ThreadView,
  type WatchEntityType,
} from '@holdfast/shared/community';
import { api, apiRequest, isApiError } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/api/get-profile';
import { notify } from '@/lib/notify';
import { communityUi as ui } from '../lib/texts';
import { communityKeys } from './query-keys';

type Message = { message: string };

/**
 * The failure toast: the spec's text, except where the API's own answer says more to the member
 * (a posting limit, a second flag, a refusal): those carry a sentence written for them.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && [403, 409, 429].includes(error.status) && error.message && error.code !== 'community_agreement_required')
    return error.message;
  return fallback;
}

export function useCommunityMutation<V, R>(
  mutationFn: (v: V) => Promise<R>,
  options: { success?: (answer: R, v: V) => string | null; failure: string | ((v: V) => string); quiet422?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer: R, v: V) => {
      const text = options.success?.(answer, v);
      if (text) notify.success(text);
    },
    onError: (error: unknown, v: V) => {
      if (options.quiet422 && isApiError(error) && error.status === 422) return; // the form shows the field's text
      notify.error(failureText(error, typeof options.failure === 'function' ? options.failure(v) : options.failure));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

/** POST community/agreement: both boxes required; the profile then says the agreement is accepted. */
export function acceptAgreement(body: AgreementBody): Promise<AgreementAnswer> {
  return api.post<AgreementAnswer>('community/agreement', body);
}
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreement,
    onSuccess: (answer) => {
      notify.success(answer.message);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}

/** POST community/topics/{id}/threads: title and content (HTML, sanitised by the API). */
export function createThread({ topicId, body }: { topicId: number; body: CreateThreadBody }): Promise<{ message: string; item: Thread }> {
  return api.post(`community/topics/${topicId}/threads`, body);
}
export const useCreateThread = () =>
  useCommunityMutation(createThread, { success: (a) => a.message, failure: toasts.submitReply, quiet422: true });

/** POST community/threads/{id}/replies: reply_id (the reply answered) or null, reply_text. */
export function createReply({ threadId, body }: { threadId: number; body: CreateReplyBody }): Promise<{ message: string; item: Reply }> {
  return api.post(`community/threads/${threadId}/replies`, body);
}
export const useCreateReply = () => useCommunityMutation(createReply, { success: (a) => a.message, failure: toasts.submitReply });

/** DELETE community/replies/{id}: the author only. */
export function deleteReply(replyId: number): Promise<Message> {
  return api.delete<Message>(`community/replies/${replyId}`);
}
export const useDeleteReply = () => useCommunityMutation(deleteReply, { success: () => toasts.replyDeleted, failure: toasts.deleteReply });

/** PUT community/replies/{id}/reaction: the same type again takes it back. */
export function toggleReaction({ replyId, type }: { replyId: number; type: ReactionType }): Promise<ReactionResult> {
  return api.put<ReactionResult>(`community/replies/${replyId}/reaction`, { reaction_type: type });
}
export const useToggleReaction = () => useCommunityMutation(toggleReaction, { failure: toasts.updateReaction });

/** POST community/replies/{id}/flag with the member's reason. */
export function flagReply({ replyId, reason }: { replyId: number; reason: string }): Promise<Message> {
  return api.post<Message>(`community/replies/${replyId}/flag`, { reason });
}
export const useFlagReply = () => useCommunityMutation(flagReply, { success: () => toasts.replyFlagged, failure: toasts.flagReply });

/** PATCH community/replies/{id}/visibility: community and upgrade admins hide or show a reply. */
export function setReplyVisibility({ replyId, hidden }: { replyId: number; hidden: boolean }): Promise<{ message: string; item: Reply }> {
  return api.patch(`community/replies/${replyId}/visibility`, { is_hidden: hidden });
}
export const useSetReplyVisibility = () =>
  useCommunityMutation(setReplyVisibility, { success: (a) => a.message, failure: ui.visibilityFailure });

/** POST or DELETE community/watch: the API answers the spec's success text. */
export function setWatch({ type, id, watch }: { type: WatchEntityType; id: number; watch: boolean }): Promise<Message> {
  const body = { entity_id: id, entity_type: type };
  return watch ? api.post<Message>('community/watch', body) : apiRequest<Message>('community/watch', { method: 'DELETE', body });
}
export const useSetWatch = () =>
  useCommunityMutation(setWatch, {
    success: (a) => a.message,
    failure: (v) => (v.type === 'topic' && v.watch ? toasts.watchTopic : toasts.updateWatchList),
  });

/** POST community/threads/{id}/view: counted once a day; nothing to tell the member. */
export function markThreadViewed(threadId: number): Promise<ThreadView> {
  return api.post<ThreadView>(`community/threads/${threadId}/view`);
}
