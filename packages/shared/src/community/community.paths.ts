/**
 * Where the community calls live, named once for the server's routes and the web's api/ files
 * (relative to API_PREFIX; spec 3 sections 7 and 8). A category key or author handle the web
 * passes is encoded by the caller (the server's route gives its `:name` as is).
 */
export const communityApiPaths = {
  /** POST (AgreementBody -> AgreementAnswer): both boxes required. */
  agreement: 'community/agreement',
  /** GET (Category[]): the categories I may see. */
  categories: 'community/categories',
  /** GET (Topic[]). POST (CreateTopicBody -> {message, item}): community admins. */
  categoryTopics: (key: string) => `community/categories/${key}/topics`,
  /** GET (Topic). */
  topic: (id: number) => `community/topics/${id}`,
  /** GET ?page=&perPage= (ThreadPage). POST (CreateThreadBody -> {message, item}). */
  topicThreads: (topicId: number) => `community/topics/${topicId}/threads`,
  /** GET ?ids= (Thread[]): threads by id; unknown ids skipped. */
  threads: 'community/threads',
  /** GET (Thread). */
  thread: (id: number) => `community/threads/${id}`,
  /** POST (ThreadView): counted once per member per day. */
  threadView: (id: number) => `community/threads/${id}/view`,
  /** PATCH (StrugglingBody -> StrugglingAnswer): my thread's 'I'm struggling right now'. */
  threadStruggling: (id: number) => `community/threads/${id}/struggling`,
  /** GET ?q=&page= (ForumSearchPage). */
  search: 'community/search',
  /** GET ?page=&perPage=&parent_reply_id= (ReplyPage). POST (CreateReplyBody -> {message, item}). */
  threadReplies: (threadId: number) => `community/threads/${threadId}/replies`,
  /** GET (Reply[]): the most reacted, up to 3. */
  favouriteReplies: (threadId: number) => `community/threads/${threadId}/favourite-replies`,
  /** GET (MyReaction[]). */
  myReactions: (threadId: number) => `community/threads/${threadId}/my-reactions`,
  /** DELETE ({message}): the author only. */
  reply: (id: number) => `community/replies/${id}`,
  /** PUT (ReactionBody -> ReactionResult): the same type again takes it back. */
  replyReaction: (id: number) => `community/replies/${id}/reaction`,
  /** POST (FlagBody -> {message}). */
  replyFlag: (id: number) => `community/replies/${id}/flag`,
  /** PATCH (StrugglingBody -> StrugglingAnswer): my reply's 'I'm struggling right now'. */
  replyStruggling: (id: number) => `community/replies/${id}/struggling`,
  /** PATCH (VisibilityBody -> {message, item}): community and upgrade admins. */
  replyVisibility: (id: number) => `community/replies/${id}/visibility`,
  /** GET ?page= (UserReplyPage): a member's recent replies. */
  userReplies: (userId: number) => `community/users/${userId}/replies`,
  /** POST and DELETE (WatchBody -> {message}). */
  watch: 'community/watch',
  /** GET ?page=&perPage= (ThreadPage). */
  watchedThreads: 'community/watched-threads',
  /** GET ?page=&perPage= (TopicPage). */
  watchedTopics: 'community/watched-topics',

  // ---------- people ----------
  /** GET (MemberStatus): my members-status. */
  membersStatus: 'community/members-status',
  /** GET ?page= (MemberStatusRequestPage): community admins. */
  membersStatusRequests: 'community/members-status/requests',
  /** PUT (MemberDecisionBody -> MemberDecisionAnswer): community admins. */
  userMembersStatus: (userId: number) => `community/users/${userId}/members-status`,
  /** GET ?page=&search=&… (MemberPage): the members directory. */
  members: 'community/members',
  /** GET (CommunityUser): a member's community profile. */
  user: (userId: number) => `community/users/${userId}`,
  /** POST (UserFlagBody -> {message}). */
  userFlag: (userId: number) => `community/users/${userId}/flag`,
  /** POST ({message}): community admins. */
  userSuspend: (userId: number) => `community/users/${userId}/suspend`,
  /** POST and DELETE ({message}). */
  userBlock: (userId: number) => `community/users/${userId}/block`,
  /** POST and DELETE ({message}). */
  userMute: (userId: number) => `community/users/${userId}/mute`,
  /** POST (UserFlagBody -> {message}): by a post's author_handle. */
  authorFlag: (handle: string) => `community/authors/${handle}/flag`,
  /** POST and DELETE ({message}): by a post's author_handle. */
  authorBlock: (handle: string) => `community/authors/${handle}/block`,
  /** GET (ModerationQueue): community admins. */
  moderationFlags: 'community/moderation/flags',
  /** POST (ReplyModerationBody -> {message}): community admins. */
  moderateReply: (replyId: number) => `community/moderation/replies/${replyId}`,
  /** POST (UserModerationBody -> {message}): community admins. */
  moderateUser: (userId: number) => `community/moderation/users/${userId}`,
} as const;
