import { useMutation } from '@tanstack/react-query';
import { adminApiPaths as paths, type CampaignQueued, type SendCampaignInput } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';

/** POST admin/push-campaigns: the notice and push to every member following production-campaign (queued). */
export const sendCampaign = (body: SendCampaignInput) => api.post<CampaignQueued>(paths.pushCampaigns, body);

export function useSendCampaign() {
  return useMutation({ mutationFn: sendCampaign });
}
