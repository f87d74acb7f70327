import type { AccessLogFilters } from './list-privacy-access-log';

export const privacyKeys = {
  all: ['privacy'] as const,
  audience: () => [...privacyKeys.all, 'audience'] as const,
  accessLog: (page: number, filters: AccessLogFilters) => [...privacyKeys.all, 'access-log', page, filters] as const,
};
