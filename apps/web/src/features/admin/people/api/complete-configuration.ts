import { adminPeopleApiPaths as paths, type AdminPersonWrite } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** POST admin/people/{id}/configuration-complete. */
export const completeConfiguration = (id: number) => api.post<AdminPersonWrite>(paths.configurationComplete(id));
export const useCompleteConfiguration = () => usePeopleMutation(completeConfiguration, 'Unable to mark the configuration complete');
