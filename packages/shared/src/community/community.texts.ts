/**
 * Texts of the community area: the `{message}` answers of the API (spec 3 section 8's success
 * toasts where it has one, plain sentences where it has none) and the toasts the web raises.
 */
export const communityTexts = {
  // success answers (spec 3 section 8)
  replyFlagged: 'Reply flagged successfully.',
  replyDeleted: 'Reply deleted successfully',
  userFlagged: 'User flagged successfully.',
  userSuspended: 'User suspended successfully.',
  watchListUpdated: 'Watch list updated successfully.',
  topicWatched: 'Topic watched successfully',
  // success answers the spec has no text for
  threadCreated: 'Thread created successfully.',
  replyCreated: 'Reply posted successfully.',
  replyHidden: 'Reply hidden.',
  replyShown: 'Reply visible again.',
  agreementAccepted: 'Welcome to the community.',
  topicCreated: 'Topic created successfully.',
  notTopicManager: 'Only community admins can add topics.',
  // refusals and not-found answers
  agreementRequired: 'Please accept the community agreement before entering the community.',
  categoryNotFound: 'Category not found.',
  topicNotFound: 'Topic not found.',
  threadNotFound: 'Thread not found.',
  replyNotFound: 'Reply not found.',
  parentReplyNotFound: 'The reply you are answering no longer exists.',
  notReplyAuthor: 'Only the author can delete this reply.',
  notModerator: 'Only community admins can hide or show replies.',
  notPinner: 'Only community admins can pin a thread.',
  alreadyFlagged: 'You have already flagged this reply.',
  ownReplyFlag: 'You cannot flag your own reply.',
  // validation (spec 3 section 5 gives none of these words; the agreement boxes are required)
  acceptRequired: 'Please accept the community agreement',
  aboveEighteenRequired: 'Please confirm that you are 18 or older',
  postingTooFast: 'You are posting faster than the community allows. Please wait a little and try again.',
  threadIdsInvalid: 'ids must be a comma-separated list of thread ids',
  // the people side (spec 3 gives no words for these)
  communityDisabled: 'The community is not available right now.',
  approvalRequired: 'Your community membership is waiting for approval by a community admin.',
  memberNotFound: 'Member not found.',
  /** An author handle that names no post the caller sees (Holdfast's own words). */
  authorNotFound: 'This member could not be found.',
  notCommunityAdmin: 'Only community admins can do this.',
  ownUserFlag: 'You cannot flag yourself.',
  userAlreadyFlagged: 'You have already flagged this member.',
  cannotSuspend: 'This member cannot be suspended here.',
  userAlreadySuspended: 'This member is already suspended.',
  memberApproved: 'Community access approved.',
  memberRejected: 'Community access declined.',
  noApprovalNeeded: 'This member does not need community approval.',
  userBlocked: 'The user has been blocked',
  userUnblocked: 'The user has been unblocked.',
  cannotBlockSelf: 'You cannot block yourself.',
  cannotBlockLinked: 'You cannot block your accountability partner or a member of your group.',
  userMuted: 'Member muted: their replies are collapsed for you.',
  userUnmuted: 'Member unmuted.',
  cannotMuteSelf: 'You cannot mute yourself.',
  flagsDismissed: 'Flags dismissed.',
  nothingFlagged: 'There are no open flags on this.',
  // safety for people in crisis, content warnings, search (the spec has none of these)
  markedStruggling: 'Thank you for telling us. You are not alone: help is below, and the community admins have been told.',
  unmarkedStruggling: 'Your post is no longer marked as struggling.',
  notPostAuthor: 'Only the author can mark their own post.',
  contentWarningsHidden: 'Threads with content warnings are hidden for you.',
  contentWarningsShown: 'Threads with content warnings are shown for you, blurred until you tap them.',
} as const;

/** Labels of the safety features on the web. */
export const communitySafetyTexts = {
  struggling: "I'm struggling right now",
  strugglingHint: 'Mark this post so the community admins know you need support now. Your post stays up.',
  strugglingBadge: 'Needs support',
  strugglingUndo: 'I am steadier now',
  contentWarningLabel: 'Content warning',
  contentWarnings: { relapse_details: 'Relapse details' } as const,
  contentWarningNotice: (label: string) => `Content warning: ${label}. Tap to show.`,
  showContent: 'Show content',
  hideContentWarnings: 'Hide threads with content warnings',
  searchLabel: 'Search the community',
  searchPlaceholder: 'Search threads and replies',
  searchEmpty: 'No threads or replies match your search.',
  searchResults: (n: number) => `${n} result${n === 1 ? '' : 's'}`,
} as const;

/** The toasts of spec 3 section 8 (community), for the web. */
export const communityToasts = {
  fetchWatchList: 'Unable to fetch watch list',
  fetchItems: 'Unable to fetch items',
  setupListing: 'Unable setup listing',
  submitReply: 'Unable to submit message',
  loadMessages: 'Unable to load messages',
  initializeThread: 'Unable to initialize thread',
  fetchTopic: 'Unable to fetch topic information',
  loadMore: 'Unable to load more items',
  updateWatchList: 'Unable to update watch list',
  watchTopic: 'Error watching topic',
  fetchRecommended: 'Unable to fetch recommended list',
  fetchPolicy: 'Unable to fetch community policy content.',
  fetchPartnersCount: 'Unable to fetch accountability partners count',
  fetchThread: 'Unable to fetch thread',
  search: 'An Error Occurred While Searching',
  loadMembers: 'Unable to load members',
  flagReply: 'Unable to flag reply',
  updateReaction: 'Unable to update reaction',
  deleteReply: 'Unable to delete reply',
  flagUser: 'Unable to flag user',
  suspendUser: 'Unable to suspend the user.',
  fetchActivity: 'Unable to fetch community activity details',
  loadMenu: 'Unable to load community menu items',
  loadingUser: 'Error loading user:',
  replyFlagged: communityTexts.replyFlagged,
  replyDeleted: communityTexts.replyDeleted,
  userFlagged: communityTexts.userFlagged,
  userSuspended: communityTexts.userSuspended,
  watchListUpdated: communityTexts.watchListUpdated,
  topicWatched: communityTexts.topicWatched,
  suspendConfirmTitle: 'Suspend User',
  suspendConfirm: (name: string) => `Are you sure you want to suspend ${name}?`,
  flagReplyConfirm: 'Do you want to flag this user reply?',
  noActivity: 'No recent activity found.',
} as const;

/** Bell notifications this area writes: `meta.type`, and `meta.thread_id` leads a tap to the thread. */
export const communityNotificationTypes = {
  /** A new reply in a thread or topic I watch. */
  watchedReply: 'community.thread-reply',
  /** Urgent, to community admins: a member marked a post 'I'm struggling right now'. */
  struggling: 'community.struggling',
} as const;

export const communityNotificationTexts = {
  watchedReplyTitle: 'New reply',
  watchedReply: (author: string, threadTitle: string) => `${author} replied in "${threadTitle}"`,
  strugglingTitle: 'Urgent: a member is struggling',
  struggling: (author: string, threadTitle: string) =>
    `${author} marked a post in "${threadTitle}" as struggling right now. Please reach out.`,
  /** The author as an admin separated from them by a block reads them in the struggling notice (it names no one). */
  unnamedMember: 'A member',
} as const;

export const communityTargets = {
  thread: (threadId: number) => `/community/threads/${threadId}`,
  agreement: '/community/policy-agreement',
} as const;

/**
 * The web's words around an anonymous post's author (the spec has none: Holdfast's own,
 * listed in docs/areas/community.md, "Texts that deviate from the spec"). The author is acted on through the post's author_handle and
 * stays 'Anonymous member' to whoever acts until they accept a request.
 */
export const anonymousAuthorTexts = {
  name: 'Anonymous member',
  menuLabel: 'Options for this anonymous member',
  message: 'Send Message',
  askPartner: 'Ask to be partners',
  flag: 'Flag member',
  block: 'Block',
  blockConfirm: 'Block this anonymous member? Their posts disappear for you, and yours for them. You will not learn who they are.',
  messageSent: 'Message request sent. They stay anonymous to you unless they accept it.',
  partnerSent: 'Partner request sent. They stay anonymous to you unless they accept it.',
  messageFailed: 'Unable to send the message request',
  partnerFailed: 'Unable to send the partner request',
  /** To the anonymous author, before accepting a request made through their anonymous post. */
  acceptRevealsTitle: 'Accepting shows your name',
  acceptReveals: (requester: string) =>
    `${requester} found you through a post you wrote anonymously. If you accept, ${requester} will see your name and profile picture. If you reject, you stay anonymous.`,
  acceptAnyway: 'Accept and show my name',
} as const;
