import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachResource, type CoachResourceType } from '@holdfast/shared/coaching';
import { apiUpload } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

export interface NewResource {
  title: string;
  resource_type: CoachResourceType;
  file: File | null;
  external_link: string | null;
}

/** POST coach/resources (multipart: title, resource_type, and the file or external_link), reporting the upload's progress. */
export function createResource(
  resource: NewResource,
  onProgress?: (percent: number) => void,
): Promise<{ message: string; item: CoachResource }> {
  const body = new FormData();
  body.set('title', resource.title);
  body.set('resource_type', resource.resource_type);
  if (resource.resource_type === 'external-link') body.set('external_link', resource.external_link ?? '');
  else if (resource.file) body.set('file', resource.file);
  return apiUpload<{ message: string; item: CoachResource }>(paths.resources, body, { onProgress });
}

/** The form says the outcome (its toasts and its error card); the list refreshes once it is saved. */
export function useCreateResource(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resource: NewResource) => createResource(resource, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.resources() }),
  });
}
