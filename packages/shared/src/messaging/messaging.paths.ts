/**
 * Where the messaging calls live, named once for the server's routes and the web's api/ files
 * (relative to API_PREFIX; spec 3 section 7 "Messaging", verbs Holdfast's where the spec shows none).
 * Each chat: GET ?before_id=|after_id=&perPage= (MessagePage), POST (SendMessageBody ->
 * SendMessageResponse), and PATCH `<chat>/mark-read` (MarkReadBody -> MarkReadResponse).
 */
export const messagingApiPaths = {
  partnerChat: (partnerId: number) => `accountability-partners/${partnerId}/messages`,
  groupChat: (groupId: number) => `groups/${groupId}/messages`,
  groupMemberChat: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/messages`,
  communityChat: (userId: number) => `users/community-messaging/${userId}/messages`,
  markRead: (chatPath: string) => `${chatPath}/mark-read`,
  /** GET (MessagesInfo): unread per conversation and the total. */
  messagesInfo: 'messages-info',
  /** GET ?user_type= (MessagingRequestList). POST (CreateMessagingRequestBody -> MessagingRequestResponse). */
  requests: 'messaging-requests',
  /** PATCH (RequestStatusInput -> MessagingRequestResponse): the recipient answers. */
  requestStatus: (id: number) => `messaging-requests/${id}/request-status`,
  /** PATCH (ArchiveStateBody -> MessagingRequestResponse): hides the chat for the caller only. */
  archiveState: (id: number) => `messaging-requests/${id}/archive-state`,
  /** GET (BlockedList). POST (CreateBlockInput -> {message, item}). */
  blocking: 'messages/message-blocking',
  /** DELETE ({message}): lifts my block of that user (their id, as blocked_user_id); works without the community. */
  unblock: (blockedUserId: number) => `messages/message-blocking/${blockedUserId}`,
  /** GET (RedirectResponse): the chat to open for a person (spec 3 section 4's rules, in order). */
  redirect: (type: 'user', userId: number) => `messages/redirect/${type}/${userId}`,
} as const;
