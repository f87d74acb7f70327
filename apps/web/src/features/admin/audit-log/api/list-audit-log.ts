import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApiPaths as paths, type AuditLogPage } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';

/** What the audit log page narrows the log to (each optional; ids as typed). */
export interface AuditLogFilters {
  actorId?: number;
  action?: string;
  targetUserId?: number;
  from?: string;
  to?: string;
}

/** The filters as the API's query (empty ones left out). */
export function auditLogQuery(filters: AuditLogFilters): Record<string, string | number> {
  return {
    ...(filters.actorId ? { actor_id: filters.actorId } : {}),
    ...(filters.action?.trim() ? { action: filters.action.trim() } : {}),
    ...(filters.targetUserId ? { target_user_id: filters.targetUserId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  page: (page: number, filters: AuditLogFilters) => [...auditLogKeys.all, page, filters] as const,
};

/** GET admin/audit-log (ff_admin): 50 entries a page, newest first, with the filters. */
export function listAuditLog(page: number, filters: AuditLogFilters, signal?: AbortSignal): Promise<AuditLogPage> {
  return api.get<AuditLogPage>(paths.auditLog, { query: { page, ...auditLogQuery(filters) }, signal });
}

export function useListAuditLog(page: number, filters: AuditLogFilters) {
  return useQuery({
    queryKey: auditLogKeys.page(page, filters),
    queryFn: ({ signal }) => listAuditLog(page, filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
