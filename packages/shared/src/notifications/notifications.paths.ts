/** Where the notifications calls live, named once for the server's routes and the web's api/ files (relative to API_PREFIX). */
export const notificationsApiPaths = {
  /** GET ?page=&perPage= (NotificationPage). */
  notifications: 'notifications',
  /** GET (UnreadCount). */
  unreadCount: 'notifications/unread-count',
  /** PUT (MarkAllReadInput -> {message}). */
  markAllRead: 'notifications/mark-read',
  /** PATCH ({message}). */
  markRead: (id: number) => `notifications/${id}/mark-read`,
} as const;
