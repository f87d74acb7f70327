import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApiPaths as paths, type SignedResourceType, type SignedUrl } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

export function getSignedResource(itemId: number, type: SignedResourceType, fileKey: string, signal?: AbortSignal): Promise<SignedUrl> {
  return api.get<SignedUrl>(paths.signedResource(itemId, type, encodeURIComponent(fileKey)), { signal });
}

/** Signed links live an hour; refetch a little before that. */
export function getSignedResourceQueryOptions(itemId: number, type: SignedResourceType, fileKey: string) {
  return queryOptions({
    queryKey: ['signed-resource', itemId, type, fileKey] as const,
    queryFn: ({ signal }) => getSignedResource(itemId, type, fileKey, signal),
    staleTime: 50 * 60_000,
    gcTime: 50 * 60_000,
  });
}

export function useGetSignedResource(itemId: number, type: SignedResourceType, fileKey: string | null) {
  return useQuery({ ...getSignedResourceQueryOptions(itemId, type, fileKey ?? ''), enabled: Boolean(fileKey) });
}
