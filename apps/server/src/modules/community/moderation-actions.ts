/** Audit-log actions of the community's moderation (every one is written, with the acting admin). */
export const MODERATION_ACTIONS = {
  replyHidden: 'community.reply_hidden',
  replyRestored: 'community.reply_restored',
  replyAutoHidden: 'community.reply_auto_hidden',
  replyFlagsDismissed: 'community.reply_flags_dismissed',
  userFlagsDismissed: 'community.user_flags_dismissed',
  userSuspended: 'community.user_suspended',
  memberApproved: 'community.member_approved',
  memberRejected: 'community.member_rejected',
} as const;
