import { adminApiPaths as paths } from '@holdfast/shared/admin';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** POST admin/users/{id}/suspend {reason}: signs them out everywhere at once. */
export const suspendPerson = ({ id, reason }: { id: number; reason: string }) => api.post<OkResponse>(paths.suspend(id), { reason });
export const useSuspendPerson = () => usePeopleMutation(suspendPerson, 'Unable to suspend this account');
