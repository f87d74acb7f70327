import { accountsApiPaths as paths, type TokenResponse } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';

/** POST oauth/token with the one-time impersonation grant (sent without the admin's token). */
export const grantImpersonation = (impersonationToken: string) =>
  api.post<TokenResponse>(paths.token, { grant_type: 'impersonation', impersonation_token: impersonationToken }, { anonymous: true });
