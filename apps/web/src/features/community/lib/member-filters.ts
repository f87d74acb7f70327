import { MEMBERS_PER_PAGE } from '@holdfast/shared/community';

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
