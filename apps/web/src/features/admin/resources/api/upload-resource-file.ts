import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourcesApiPaths as paths, type ResourceAnswer } from '@holdfast/shared/resources';
import { apiUpload } from '@/lib/api-client';
import { adminResourcesKeys } from './query-keys';

/** POST admin/resources/{id}/file (multipart `file`), its progress reported 0–100. */
export function uploadResourceFile({ id, file, onProgress }: { id: number; file: File; onProgress?: (p: number) => void }) {
  const body = new FormData();
  body.append('file', file);
  return apiUpload<ResourceAnswer>(paths.adminResourceFile(id), body, { onProgress });
}

export function useUploadResourceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResourceFile,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminResourcesKeys.all }),
  });
}
