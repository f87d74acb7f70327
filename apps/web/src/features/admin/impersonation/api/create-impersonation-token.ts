import { adminApiPaths as paths, type ImpersonationToken, type ImpersonationTokenBody } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';

/** POST admin/impersonation-tokens: a one-time link (five minutes) to view as the member, with the reason. */
export const createImpersonationToken = (body: ImpersonationTokenBody) => api.post<ImpersonationToken>(paths.impersonationTokens, body);
