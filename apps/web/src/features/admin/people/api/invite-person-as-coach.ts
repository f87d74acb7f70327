import { coachingApiPaths as paths, type AdminCoachAnswer } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './people-mutation';

/** POST admin/coaches (the coaching area's invite call) with the person's address: they are invited to coach. */
export const invitePersonAsCoach = (email: string) => api.post<AdminCoachAnswer>(paths.adminCoaches, { email, meeting_url: null });
export const useInvitePersonAsCoach = () => usePeopleMutation(invitePersonAsCoach, 'Unable to invite this person as a coach');
