import { adminPeopleApiPaths as paths, type EraseOnRequestBody } from '@holdfast/shared/admin';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** POST admin/people/{id}/erase {reason}: the data-rights erasure, on the person's request. */
export const erasePerson = ({ id, body }: { id: number; body: EraseOnRequestBody }) => api.post<OkResponse>(paths.erase(id), body);
export const useErasePerson = () => usePeopleMutation(erasePerson, 'Unable to erase this account');
