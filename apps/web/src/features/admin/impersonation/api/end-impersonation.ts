import { adminApiPaths as paths, type ImpersonationEnded } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';

/** POST admin/impersonation/end, with the impersonation session's own token: the session ends (audited). */
export const endImpersonation = () => api.post<ImpersonationEnded>(paths.impersonationEnd);
