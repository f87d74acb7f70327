import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type Emotion } from '@holdfast/shared/check-ins';
import { api } from '../api-client';

export function listEmotions(signal?: AbortSignal): Promise<Emotion[]> {
  return api.get<Emotion[]>(paths.emotions, { signal });
}

export function listEmotionsQueryOptions() {
  return queryOptions({ queryKey: ['checkin', 'emotions'], queryFn: ({ signal }) => listEmotions(signal), staleTime: 3_600_000 });
}

export function useListEmotions() {
  return useQuery(listEmotionsQueryOptions());
}
