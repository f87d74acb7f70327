import {
  accountsTexts as t,
  avatarUploadSchema,
  ageToDob,
  type RoleName,
  type UpdateProfileInput,
  type User,
  type UserMeta,
} from '@holdfast/shared/accounts';
import type { SignedLinkQuery } from '@holdfast/shared/common';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { validationMessages as m } from '@holdfast/shared/validation';
import { isZipCodeFor } from '@holdfast/shared/reference';
import { countryExists, findCountryCode, findTagsByIds, timezoneExists } from '../reference';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { canManageOwnAccount } from './accounts.policy';
import { presentUser } from './accounts.presenter';
import { reencodeImage, storedImageType } from '../../platform/storage/images';
import { avatarSigner } from '../../platform/resources/avatar-links';
import * as repo from './accounts.repository';
import { ERROR_CODES } from '@holdfast/shared/common';

export function createProfileService(ctx: AppContext) {
  async function loadUser(userId: number) {
    const user = await repo.findUserById(ctx.db, userId);
    if (!user) throw new NotFoundError();
    const [profile, roles] = await Promise.all([repo.findProfile(ctx.db, userId), repo.listRoleNames(ctx.db, userId)]);
    const tags = profile ? await findTagsByIds(ctx.db, profile.tagIds) : [];
    // The avatar is a signed link for the viewer, so an <img> can load it without a token in its URL.
    const avatarUrl = profile?.profileIcon ? avatarSigner(ctx, userId)(profile.profileIcon) : null;
    return presentUser(user, profile, roles, tags, avatarUrl);
  }

  return {
    async getUser(actor: Actor): Promise<User> {
      assertCan(canManageOwnAccount(actor));
      return loadUser(actor.userId);
    },

    async listRoles(actor: Actor): Promise<RoleName[]> {
      assertCan(canManageOwnAccount(actor));
      return (await repo.listRoleNames(ctx.db, actor.userId)).map((name) => ({ name }));
    },

    async updateProfile(actor: Actor, input: UpdateProfileInput): Promise<User> {
      assertCan(canManageOwnAccount(actor));
      const errors: Record<string, string[]> = {};
      if (input.country_id && !(await countryExists(ctx.db, input.country_id))) errors.country_id = [m.invalid];
      if (input.timezone_id && !(await timezoneExists(ctx.db, input.timezone_id))) errors.timezone_id = [m.invalid];
      if (input.zip_code) {
        // Shaped for the chosen country (the form sends it with the zip code); free text only where it has none.
        const countryCode = input.country_id ? await findCountryCode(ctx.db, input.country_id) : null;
        if (!isZipCodeFor(input.zip_code, countryCode)) errors.zip_code = [m.zipCode];
      }
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
      };
      // Spec: anonymous turns off needs_accountability, whether anonymity comes with this write or
      // was saved before (a later write cannot ask for accountability while staying anonymous).
      const anonymous = input.is_anonymous ?? (await repo.findProfile(ctx.db, actor.userId))?.isAnonymous ?? false;
      if (anonymous) values.needsAccountability = false;
      await repo.upsertProfile(ctx.db, actor.userId, values);
      ctx.realtime.publishToUser(actor.userId, 'profile.updated', { user_id: actor.userId });
      return loadUser(actor.userId);
    },

    async uploadAvatar(actor: Actor, file: { mimetype: string; data: Buffer; oversized?: boolean } | null) {
      assertCan(canManageOwnAccount(actor));
      if (!file) throw ValidationError.field('profile_picture', m.required);
      if (file.oversized || !avatarUploadSchema.safeParse({ mimetype: file.mimetype, bytes: file.data.length }).success) {
        throw ValidationError.field('profile_picture', t.invalidImage);
      }
      // Decoded and encoded anew: proves it is an image and drops EXIF (GPS position) and anything appended.
      const image = await reencodeImage(file.data);
      if (!image) throw ValidationError.field('profile_picture', t.invalidImage);
      if (!(await repo.findProfile(ctx.db, actor.userId))) {
        throw ValidationError.field('profile_picture', 'Please complete your profile first.');
      }
      const key = await ctx.storage.put('avatars', image.extension, image.data);
      await repo.upsertProfile(ctx.db, actor.userId, { profileIcon: key });
      ctx.realtime.publishToUser(actor.userId, 'profile.updated', { user_id: actor.userId });
      return loadUser(actor.userId);
    },

    /** An uploaded file through its signed link (no bearer token: the signature is the permission). */
    async openFile(key: string, q: SignedLinkQuery) {
      // public: the link was made for a signed-in viewer and expires.
      if (!ctx.urlSigner.verifyLink(key, q)) throw new ForbiddenError(t.linkExpired, ERROR_CODES.linkExpired);
      const contentType = storedImageType(key);
      const data = contentType ? await ctx.storage.get(key) : null;
      if (!data || !contentType) throw new NotFoundError(t.notFound);
      return { data, contentType, fileName: key.split('/').pop()! };
    },

    async getMeta(actor: Actor, key: string): Promise<UserMeta> {
      assertCan(canManageOwnAccount(actor));
      return { key, value: await repo.findUserMeta(ctx.db, actor.userId, key) };
    },

    async setMeta(actor: Actor, key: string, value: unknown): Promise<UserMeta> {
      assertCan(canManageOwnAccount(actor));
      if (value === undefined) throw ValidationError.field('value', m.required);
      if (JSON.stringify(value).length > 10_000) throw ValidationError.field('value', m.maxLength(10_000));
      await repo.upsertUserMeta(ctx.db, actor.userId, key, value);
      return { key, value };
    },
  };
}
