import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, accountsTexts as t, ageToDob } from '@holdfast/shared/accounts';
import type { AppContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/http/errors';
import { validationMessages as m } from '@holdfast/shared/validation';
import { countryExists, findTagsByIds, timezoneExists } from '../reference';
import type { Actor } from './accounts.actor';
import { presentUser } from './accounts.presenter';
import * as repo from './accounts.repository';

/** Output of updateProfileInputSchema (already trimmed and coerced). */
export interface ProfileUpdate {
  display_name?: string | null;
  first_name: string;
  middle_name?: string | null;
  last_name?: string | null;
  biography?: string | null;
  gender: string;
  age?: number | null;
  country_id?: number | null;
  timezone_id?: number | null;
  is_married?: boolean;
  is_student?: boolean;
  is_leader?: boolean;
  church?: string | null;
  zip_code?: string | null;
  is_anonymous?: boolean;
  needs_accountability?: boolean;
  tag_ids?: number[];
  community_agreement_accepted?: boolean;
}

const EXTENSIONS: Record<(typeof AVATAR_MIME_TYPES)[number], string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};

/** Checks the file's first bytes, not only the declared type. */
function sniffImage(data: Buffer): (typeof AVATAR_MIME_TYPES)[number] | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (data.length >= 2 && data.subarray(0, 2).toString('latin1') === 'BM') return 'image/bmp';
  return null;
}

export function createProfileService(ctx: AppContext) {
  async function loadUser(userId: number) {
    const user = await repo.findUserById(ctx.db, userId);
    if (!user) throw new NotFoundError();
    const [profile, roles] = await Promise.all([repo.findProfile(ctx.db, userId), repo.listRoleNames(ctx.db, userId)]);
    const tags = profile ? await findTagsByIds(ctx.db, profile.tagIds) : [];
    return presentUser(user, profile, roles, tags);
  }

  return {
    getUser: (actor: Actor) => loadUser(actor.userId),

    async listRoles(actor: Actor) {
      return (await repo.listRoleNames(ctx.db, actor.userId)).map((name) => ({ name }));
    },

    async updateProfile(actor: Actor, input: ProfileUpdate) {
      const errors: Record<string, string[]> = {};
      if (input.country_id && !(await countryExists(ctx.db, input.country_id))) errors.country_id = [m.invalid];
      if (input.timezone_id && !(await timezoneExists(ctx.db, input.timezone_id))) errors.timezone_id = [m.invalid];
      let tagIds: number[] | undefined;
      if (input.tag_ids) {
        const found = await findTagsByIds(ctx.db, input.tag_ids);
        if (found.length !== new Set(input.tag_ids).size) errors.tag_ids = [m.invalid];
        tagIds = found.map((tag) => tag.id);
      }
      if (Object.keys(errors).length) throw new ValidationError(errors);

      const values: repo.ProfileValues = {
        firstName: input.first_name,
        gender: input.gender,
        ...(input.display_name !== undefined && { displayName: input.display_name }),
        ...(input.middle_name !== undefined && { middleName: input.middle_name }),
        ...(input.last_name !== undefined && { lastName: input.last_name }),
        ...(input.biography !== undefined && { biography: input.biography }),
        ...(input.age !== undefined && { age: input.age, dob: input.age ? ageToDob(input.age) : null }),
        ...(input.country_id !== undefined && { countryId: input.country_id }),
        ...(input.timezone_id !== undefined && { timezoneId: input.timezone_id }),
        ...(input.is_married !== undefined && { isMarried: input.is_married }),
        ...(input.is_student !== undefined && { isStudent: input.is_student }),
        ...(input.is_leader !== undefined && { isLeader: input.is_leader }),
        ...(input.church !== undefined && { church: input.church }),
        ...(input.zip_code !== undefined && { zipCode: input.zip_code }),
        ...(input.is_anonymous !== undefined && { isAnonymous: input.is_anonymous }),
        ...(input.needs_accountability !== undefined && { needsAccountability: input.needs_accountability }),
        ...(tagIds !== undefined && { tagIds }),
        ...(input.community_agreement_accepted !== undefined && { communityAgreementAccepted: input.community_agreement_accepted }),
      };
      // Spec: choosing anonymous turns off needs_accountability.
      if (input.is_anonymous) values.needsAccountability = false;
      await repo.upsertProfile(ctx.db, actor.userId, values);
      return loadUser(actor.userId);
    },

    async uploadAvatar(actor: Actor, file: { mimetype: string; data: Buffer; oversized?: boolean } | null) {
      if (!file) throw ValidationError.field('profile_picture', m.required);
      if (file.oversized) throw ValidationError.field('profile_picture', t.invalidImage);
      const type = sniffImage(file.data);
      if (!type || !(AVATAR_MIME_TYPES as readonly string[]).includes(file.mimetype) || file.data.length > AVATAR_MAX_BYTES) {
        throw ValidationError.field('profile_picture', t.invalidImage);
      }
      if (!(await repo.findProfile(ctx.db, actor.userId))) {
        throw ValidationError.field('profile_picture', 'Please complete your profile first.');
      }
      const key = await ctx.storage.put('avatars', EXTENSIONS[type], file.data);
      await repo.upsertProfile(ctx.db, actor.userId, { profileIcon: key });
      return loadUser(actor.userId);
    },

    async getMeta(actor: Actor, key: string) {
      return { key, value: await repo.findUserMeta(ctx.db, actor.userId, key) };
    },

    async setMeta(actor: Actor, key: string, value: unknown) {
      if (value === undefined) throw ValidationError.field('value', m.required);
      if (JSON.stringify(value).length > 10_000) throw ValidationError.field('value', m.maxLength(10_000));
      await repo.upsertUserMeta(ctx.db, actor.userId, key, value);
      return { key, value };
    },
  };
}
