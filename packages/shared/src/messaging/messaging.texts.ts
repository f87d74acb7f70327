/** Texts of spec 3 (sections 4 and 8) for messaging, and the `{message}` answers of its routes. */
export const messagingTexts = {
  /** Spec 3 section 4: the 403 message the web turns into a warning. */
  blocked: 'Messaging is blocked',
  notPartners: 'You can only message an accepted accountability partner.',
  notGroupMember: 'You can only message a group you are an accepted member of.',
  memberNotAccepted: 'This member has not accepted the group invitation.',
  communityNotAccepted: 'This chat opens once the messaging request is accepted.',
  notYourself: 'You cannot message yourself.',
  /** A send's client_id already names a message of another chat. */
  clientIdTaken: 'This message was already sent to another chat.',
  markedRead: 'Messages marked as read.',
  // Toasts of spec 3 section 8.
  toasts: {
    statusUpdateFailed: 'Unable to update Messaging Request status',
    removeFailed: 'Unable to remove messaging request',
    removed: 'Messaging Request remove',
    statusUpdated: 'Messaging Request status updated',
    markReadFailed: 'Unable to mark messages as read',
    loadPreviousFailed: 'Unable to load previous messages',
    sendFailed: 'Unable to send message',
    notReceiving: 'This person is not receiving messages at this time',
    blockFailed: 'Unable to block user',
    userBlocked: 'The user has been blocked',
    blockedListFailed: 'Unable to fetch blocked list',
    requestsFailed: 'Unable to fetch messaging requests',
    unreadFailed: 'Unable to fetch unread message count',
    memberSetupFailed: 'Unable setup member information',
  },
  /**
   * A check-in or crash-report card in a group chat that the reader may not see the details of (the
   * author stopped sharing or left, or the reader joined after it was posted): Holdfast's words.
   */
  cardWithheld: { checkIn: 'A member checked in', crashReport: 'A member filed a crash report' },
  emptyGroups: "You haven't joined any groups yet",
  emptyMessages: "You don't have any messages yet",
} as const;

/** Answers of the requests and blocking routes (Holdfast's where the spec shows none). */
export const messagingRequestTexts = {
  created: 'Messaging request sent.',
  alreadyAnswered: 'This messaging request has already been answered.',
  deleteNeedsAccepted: 'A community chat can be deleted once its request is accepted.',
  cannotBlock: 'You cannot block an accountability partner or a member of your group.',
  /** DELETE messages/message-blocking/{id}: the answer, the web's toast when it fails, and its confirmation. */
  userUnblocked: 'The user has been unblocked.',
  unblockFailed: 'Unable to unblock user',
  unblockConfirm: (name: string) => `Unblock ${name}? You will be able to message each other again.`,
} as const;

/** The read receipts and typing switch (beyond the spec). */
export const readReceiptsTexts = {
  label: "Read receipts and 'typing…'",
  description:
    "Off by default. When you and the other person both turn this on, each of you sees 'Seen' under messages the other has read, and when the other is typing. People in recovery can feel pressure to answer at once, so it is shown only between two people who both chose it. Group chats never show it.",
  seen: 'Seen',
  typing: (name: string) => `${name} is typing…`,
  saveFailed: 'Unable to save your choice',
} as const;
