import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MEMBERS_PER_PAGE,
  communityToasts as toasts,
  type CommunityUser,
  type MemberPage,
  type MemberStatus,
  type MemberStatusRequestPage,
  type ModerationQueue,
  type MemberDecision,
  type ReplyModerationAction,
  type UserModerationAction,
} from '@holdfast/shared/community';
import type { Tag } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';
import { communityUi as ui } from '../lib/texts';
import { useCommunityMutation } from './community-writes';
import { communityKeys } from './query-keys';

type Message = { message: string };

/** The directory's filters (spec 3's Filters modal). */
export interface MemberFilters {
  tagIds: number[];
  lookingForAccountability: boolean;
  notLookingForAccountability: boolean;
  /** One of AGE_GROUPS' keys, or null for All. */
  ageGroup: string | null;
  countryIds: number[];
}
export const NO_FILTERS: MemberFilters = {
  tagIds: [],
  lookingForAccountability: false,
  notLookingForAccountability: false,
  ageGroup: null,
  countryIds: [],
};

/** The Age Group choices of spec 3 (All, 18-30, 31-45, 46-60, 60+) as the API's minAge / maxAge. */
export const AGE_GROUPS: { key: string; label: string; minAge: number; maxAge?: number }[] = [
  { key: '18-30', label: '18-30', minAge: 18, maxAge: 30 },
  { key: '31-45', label: '31-45', minAge: 31, maxAge: 45 },
  { key: '46-60', label: '46-60', minAge: 46, maxAge: 60 },
  { key: '60+', label: '60+', minAge: 61 },
];

/** The badge on Filters: how many choices are active. */
export const totalFilters = (f: MemberFilters) =>
  f.tagIds.length +
  f.countryIds.length +
  (f.lookingForAccountability ? 1 : 0) +
  (f.notLookingForAccountability ? 1 : 0) +
  (f.ageGroup ? 1 : 0);

export function memberQuery(page: number, search: string, f: MemberFilters) {
  const age = AGE_GROUPS.find((g) => g.key === f.ageGroup);
  return {
    page,
    perPage: MEMBERS_PER_PAGE,
    search: search || undefined,
    tagIds: f.tagIds.length ? f.tagIds.join(',') : undefined,
    countryIds: f.countryIds.length ? f.countryIds.join(',') : undefined,
    lookingForAccountability: f.lookingForAccountability || undefined,
    notLookingForAccountability: f.notLookingForAccountability || undefined,
    minAge: age?.minAge,
    maxAge: age?.maxAge,
  };
}

/** GET community/members: 10 a page, search from 3 characters, filters. */
export const useMembers = (page: number, search: string, filters: MemberFilters) => {
  const query = memberQuery(page, search, filters);
  return useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'members', query] as const,
      queryFn: ({ signal }) => api.get<MemberPage>('community/members', { signal, query }),
      placeholderData: keepPreviousData,
    }),
  );
};

/** GET community/tags: the Categories of the Filters modal (active tags only). */
export const useCommunityTags = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['community-tags'],
      queryFn: ({ signal }) => api.get<Tag[]>('community/tags', { signal }),
      staleTime: 300_000,
      enabled,
    }),
  );

/** GET community/users/{id}: the user detail modal's profile and my links to them. */
export const userKey = (id: number) => [...communityKeys.all, 'user', id] as const;
export const useCommunityUser = (id: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: userKey(id),
      queryFn: ({ signal }) => api.get<CommunityUser>(`community/users/${id}`, { signal }),
      enabled: enabled && id > 0,
    }),
  );

/** GET community/members-status: women wait for a community admin's approval. */
export const memberStatusKey = [...communityKeys.all, 'members-status'] as const;
export const useMemberStatus = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: memberStatusKey,
      queryFn: ({ signal }) => api.get<MemberStatus>('community/members-status', { signal }),
      enabled,
      staleTime: 60_000,
    }),
  );

/** GET community/moderation/flags (community admins). */
export const useModerationQueue = () =>
  useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'moderation'],
      queryFn: ({ signal }) => api.get<ModerationQueue>('community/moderation/flags', { signal }),
    }),
  );

/** GET community/members-status/requests (community admins). */
export const useMemberStatusRequests = () =>
  useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'members-status-requests'],
      queryFn: ({ signal }) => api.get<MemberStatusRequestPage>('community/members-status/requests', { signal, query: { perPage: 50 } }),
    }),
  );

// ---------- writes: every one toasts the API's answer, its refusal (403/409) or the spec's failure text ----------

export const useFlagUser = () =>
  useCommunityMutation(
    ({ userId, reason }: { userId: number; reason: string }) => api.post<Message>(`community/users/${userId}/flag`, { reason }),
    {
      success: (a) => a.message,
      failure: toasts.flagUser,
    },
  );

export const useSetBlocked = () =>
  useCommunityMutation(
    ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      blocked ? api.post<Message>(`community/users/${userId}/block`) : api.delete<Message>(`community/users/${userId}/block`),
    { success: (a) => a.message, failure: (v) => (v.blocked ? ui.blockFailure : ui.unblockFailure) },
  );

export const useSetMuted = () =>
  useCommunityMutation(
    ({ userId, muted }: { userId: number; muted: boolean }) =>
      muted ? api.post<Message>(`community/users/${userId}/mute`) : api.delete<Message>(`community/users/${userId}/mute`),
    { success: (a) => a.message, failure: ui.muteFailure },
  );

export const useSuspendUser = () =>
  useCommunityMutation((userId: number) => api.post<Message>(`community/users/${userId}/suspend`), {
    success: (a) => a.message,
    failure: toasts.suspendUser,
  });

export const useModerateReply = () =>
  useCommunityMutation(
    ({ replyId, action }: { replyId: number; action: ReplyModerationAction }) =>
      api.post<Message>(`community/moderation/replies/${replyId}`, { action }),
    { success: (a) => a.message, failure: ui.moderationFailure },
  );

export const useModerateUser = () =>
  useCommunityMutation(
    ({ userId, action }: { userId: number; action: UserModerationAction }) =>
      api.post<Message>(`community/moderation/users/${userId}`, { action }),
    { success: (a) => a.message, failure: (v) => (v.action === 'suspend' ? toasts.suspendUser : ui.moderationFailure) },
  );

export const useDecideMemberStatus = () =>
  useCommunityMutation(
    ({ userId, status }: { userId: number; status: MemberDecision }) =>
      api.put<Message>(`community/users/${userId}/members-status`, { status }),
    { success: (a) => a.message, failure: ui.moderationFailure },
  );
