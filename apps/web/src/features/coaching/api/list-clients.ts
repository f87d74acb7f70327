import { useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachClient } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/users: the coach's clients, accepted first, then pending, then rejected (`need` ranks the accepted by need). */
export function listClients(order: 'status' | 'need', signal?: AbortSignal): Promise<CoachClient[]> {
  return api.get<CoachClient[]>(paths.users, { query: order === 'need' ? { order } : undefined, signal });
}

export function useListClients(order: 'status' | 'need' = 'status', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: coachingKeys.clients(order), queryFn: ({ signal }) => listClients(order, signal), enabled });
}
