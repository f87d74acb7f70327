import { adminPeopleApiPaths as paths } from '@holdfast/shared/admin';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** POST admin/people/{id}/verification-mail. */
export const resendVerification = (id: number) => api.post<OkResponse>(paths.verificationMail(id));
export const useResendVerification = () => usePeopleMutation(resendVerification, 'Unable to send the verification mail');
