/** Every query key of the accountability feature; invalidate `accountabilityKeys.all` to refresh them all. */
export const accountabilityKeys = {
  all: ['accountability'] as const,
  partners: () => [...accountabilityKeys.all, 'partners'] as const,
  requests: () => [...accountabilityKeys.all, 'requests'] as const,
  partner: (id: number) => [...accountabilityKeys.all, 'partner', id] as const,
  lookup: (userId: number) => [...accountabilityKeys.all, 'lookup', userId] as const,
  calendar: (start: string, end: string) => [...accountabilityKeys.all, 'calendar', start, end] as const,
  checkIn: (id: number) => [...accountabilityKeys.all, 'check-in', id] as const,
  crashReport: (id: number) => [...accountabilityKeys.all, 'crash-report', id] as const,
  sharing: (id: number) => [...accountabilityKeys.all, 'sharing', id] as const,
  sharingPreview: (id: number, start: string, end: string) => [...accountabilityKeys.all, 'sharing', id, 'preview', start, end] as const,
  accessLog: (page: number) => [...accountabilityKeys.all, 'access-log', page] as const,
  digest: () => [...accountabilityKeys.all, 'digest'] as const,
  sos: () => [...accountabilityKeys.all, 'sos'] as const,
  sosItem: (id: number) => [...accountabilityKeys.all, 'sos', id] as const,
};
