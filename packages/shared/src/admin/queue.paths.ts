/** The review queue's calls (relative to API_PREFIX); `kind` is one of QUEUE_KINDS. */
export const adminQueueApiPaths = {
  /** GET (QueueQuery -> ReviewQueue). */
  queue: 'admin/queue',
  /** POST (QueueResolveInput -> {message}). */
  resolve: (kind: string, id: number) => `admin/queue/${kind}/${id}/resolve`,
  /** POST (-> QueueReveal): the hidden text, written to the audit log as content.viewed. */
  reveal: (kind: string, id: number) => `admin/queue/${kind}/${id}/reveal`,
} as const;

export const adminQueueWebPaths = { queue: '/admin/queue' } as const;
