import { accountabilityApiPaths as paths, type SosWriteResponse } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { useSosWrite } from './sos-write';

/** POST sos/{id}/close: the member says they are OK now. */
export function closeSos(id: number): Promise<SosWriteResponse> {
  return api.post<SosWriteResponse>(paths.sosClose(id));
}

export const useCloseSos = () => useSosWrite(closeSos);
