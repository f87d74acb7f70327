import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApiPaths as paths, type Scholarship } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

export const scholarshipsQueryKey = ['user-scholarships'] as const;

export function listScholarships(signal?: AbortSignal): Promise<Scholarship[]> {
  return api.get<Scholarship[]>(paths.scholarships, { signal });
}

export function useListScholarships() {
  return useQuery(queryOptions({ queryKey: scholarshipsQueryKey, queryFn: ({ signal }) => listScholarships(signal), staleTime: 30_000 }));
}
