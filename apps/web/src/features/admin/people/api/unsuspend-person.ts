import { adminApiPaths as paths } from '@holdfast/shared/admin';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** POST admin/users/{id}/unsuspend. */
export const unsuspendPerson = (id: number) => api.post<OkResponse>(paths.unsuspend(id));
export const useUnsuspendPerson = () => usePeopleMutation(unsuspendPerson, 'Unable to lift the suspension');
