/** Spec texts of the notifications area (spec 1 section 6). */
export const notificationTexts = {
  empty: 'No Notifications',
  markAll: 'Mark All as Read',
  markAllFailure: 'Unable to mark all notifications as read',
  markedAllRead: 'All notifications marked as read.',
  markedRead: 'Notification marked as read.',
} as const;
