import { Navigate, useParams } from 'react-router';
import type { ChatRef } from '@holdfast/shared/messaging';
import { ChatView } from '../components/chat-view';
import { chatApiPath, chatFromParams } from '../lib/chat-ref';

/** A chat of one kind from the route's params; a chat the params do not name goes back to the list. */
function ChatRoute({ kind }: { kind: ChatRef['type'] }) {
  const chat = chatFromParams(kind, useParams());
  if (!chat) return <Navigate to="/messages" replace />;
  return <ChatView key={chatApiPath(chat)} chat={chat} />;
}

export const PartnerChatPage = () => <ChatRoute kind="partner" />;
export const GroupChatPage = () => <ChatRoute kind="group" />;
export const GroupMemberChatPage = () => <ChatRoute kind="group-member" />;
export const CommunityChatPage = () => <ChatRoute kind="community" />;
export const CoachChatPage = () => <ChatRoute kind="coach-user" />;
export const CoachClientChatPage = () => <ChatRoute kind="coach-client" />;
