import { accountabilityApiPaths as paths, type SosWriteResponse } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { useSosWrite } from './sos-write';

/** POST sos/{id}/acknowledge: a recipient's "I'm here" (the first one wins). */
export function acknowledgeSos(id: number): Promise<SosWriteResponse> {
  return api.post<SosWriteResponse>(paths.sosAcknowledge(id));
}

export const useAcknowledgeSos = () => useSosWrite(acknowledgeSos);
