import { adminPeopleApiPaths as paths, type AdminPersonWrite, type PersonFlagsInput } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** PATCH admin/people/{id}/flags: is_leader, is_student, is_married. */
export const updatePersonFlags = ({ id, flags }: { id: number; flags: PersonFlagsInput }) =>
  api.patch<AdminPersonWrite>(paths.flags(id), flags);
export const useUpdatePersonFlags = () => usePeopleMutation(updatePersonFlags, 'Unable to change the flags');
