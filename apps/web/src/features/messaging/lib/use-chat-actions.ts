import { useNavigate } from 'react-router';
import { messagingRequestTexts as mrt, messagingTexts as t, type ChatRef } from '@holdfast/shared/messaging';
import type { ConfirmRequest } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useBlockUser } from '../api/block-user';
import { useUnblockUser } from '../api/unblock-user';
import { useArchiveChat } from '../api/archive-chat';
import type { ChatPeer } from './use-chat-peer';

/**
 * What the chat's options do, each asked first through the page's confirmation dialog (`ask`):
 * delete the chat from my list, block the other person, unblock them (the messages load again).
 */
export function useChatActions(
  chat: ChatRef,
  {
    peer,
    otherUserId,
    title,
    ask,
    messages,
  }: {
    peer: ChatPeer;
    otherUserId: number | null;
    title: string;
    ask: (request: ConfirmRequest) => void;
    messages: { refetch: () => Promise<unknown> };
  },
) {
  const navigate = useNavigate();
  const archive = useArchiveChat();
  const block = useBlockUser();
  const unblock = useUnblockUser();

  const deleteChat = () =>
    ask({
      title: 'Delete Chat',
      message: `The chat with ${title} disappears from your messages (not from theirs). A new message brings it back.`,
      confirmLabel: 'Delete Chat',
      danger: true,
      onConfirm: () =>
        archive.mutateAsync(
          { chat, requestId: peer.request?.id ?? null },
          {
            onSuccess: () => {
              notify.success(t.toasts.removed);
              navigate('/messages');
            },
            onError: () => notify.error(t.toasts.removeFailed),
          },
        ),
    });

  const blockUser = () =>
    ask({
      title: 'Block',
      message: `Block ${title}? You will no longer see each other's messages.`,
      confirmLabel: 'Block',
      danger: true,
      onConfirm: () =>
        block.mutateAsync(otherUserId!, {
          onSuccess: () => {
            notify.success(t.toasts.userBlocked);
            navigate('/messages');
          },
          onError: (error) => notify.error(isApiError(error) && error.status === 403 ? error.message : t.toasts.blockFailed),
        }),
    });

  const unblockUser = () =>
    ask({
      title: 'Unblock',
      message: mrt.unblockConfirm(title),
      confirmLabel: 'Unblock',
      onConfirm: () =>
        unblock.mutateAsync(otherUserId!, {
          onSuccess: (answer) => {
            notify.success(answer.message);
            void messages.refetch();
          },
          onError: () => notify.error(mrt.unblockFailed),
        }),
    });

  return { deleteChat, blockUser, unblockUser, unblocking: unblock.isPending };
}
