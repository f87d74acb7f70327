import { useAppInfo } from '@/lib/api/get-app-info';

/** The multicourse flow flag (GET app-info features.multicourse); on by default (spec 1 section 6). */
export function useMulticourse(): boolean {
  const { data } = useAppInfo();
  return data?.features.multicourse ?? true;
}
