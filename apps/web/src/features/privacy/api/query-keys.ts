import type { AccessLogFilters } from './list-privacy-access-log';

export const privacyKeys = {
  all: ['privacy'] as const,
  audience: () => [...privacyKeys.all, 'audience'] as const,
  groupPreview: (viewerId: number, groupId: number) => [...privacyKeys.all, 'preview', 'group', viewerId, groupId] as const,
  coachPreview: (viewerId: number, coachUserId: number, start: string, end: string) =>
    [...privacyKeys.all, 'preview', 'coach', viewerId, coachUserId, start, end] as const,
  accessLog: (page: number, filters: AccessLogFilters) => [...privacyKeys.all, 'access-log', page, filters] as const,
};
