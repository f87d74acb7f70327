import { adminApiPaths as paths, type GrantableRole, type UserRoles } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** PUT admin/users/{id}/roles (ff_admin): which grantable roles the person has (the others stay). */
export const setPersonRoles = ({ id, roles }: { id: number; roles: GrantableRole[] }) => api.put<UserRoles>(paths.roles(id), { roles });
export const useSetPersonRoles = () => usePeopleMutation(setPersonRoles, 'Unable to change the roles');
