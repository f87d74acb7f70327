import { coursesApiPaths as paths, type VideoEventInput } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import type { OkResponse } from '@holdfast/shared/common';

/** Fire-and-forget analytics: a failed event must never disturb the viewer. */
export function createVideoEvent(input: VideoEventInput): Promise<void> {
  return api.post<OkResponse>(paths.videoEvents, input).then(
    () => undefined,
    () => undefined,
  );
}
