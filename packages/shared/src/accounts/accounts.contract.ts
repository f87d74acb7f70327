import { z } from 'zod';
import { sessionDescriptionFields } from './settings.contract';
import {
  idParamSchema,
  optionalNumber,
  optionalText,
  requiredBoolean,
  requiredEmail,
  requiredPassword,
  requiredText,
  strongPassword,
  validationMessages as m,
  valueIn,
} from '../validation';

export const GENDERS = ['Male', 'Female'] as const;
/** Every role a user can hold; services and policies use these names only. */
export const ROLES = ['ff_admin', 'community_admin', 'upgrade_admin', 'certified_leader', 'coach', 'coach_client', 'support'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

// ---------- responses ----------

export const profileSchema = z.object({
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string().nullable(),
  biography: z.string().nullable(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  age: z.number().nullable(),
  country_id: z.number().nullable(),
  timezone_id: z.number().nullable(),
  is_married: z.boolean(),
  is_student: z.boolean(),
  is_leader: z.boolean(),
  church: z.string().nullable(),
  zip_code: z.string().nullable(),
  is_anonymous: z.boolean(),
  needs_accountability: z.boolean(),
  tag_ids: z.array(z.number()),
  community_tags: z.array(z.object({ id: z.number(), name: z.string() })),
  profile_icon: z.string().nullable(),
  is_suspended: z.boolean(),
  community_agreement_accepted: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  verified_on: z.string().nullable(),
  profile: profileSchema.nullable(),
  roles: z.array(z.object({ name: z.string() })),
  configurationComplete: z.boolean(),
  wp_password_mapped: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  /** true when an administrator opened this session with an impersonation link (the web marks it). */
  impersonated: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const changeEmailRequestSchema = z.object({
  id: z.number(),
  email: z.string(),
  created_at: z.string(),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** GET users/change-email-request: the pending change, if any. */
export const changeEmailRequestAnswerSchema = z.object({ request: changeEmailRequestSchema.nullable() });
export type ChangeEmailRequestAnswer = z.output<typeof changeEmailRequestAnswerSchema>;
/** POST users/change-email-request and PUT users/change-email: the request made, with the route's text. */
export const changeEmailRequestSentSchema = z.object({ message: z.string(), request: changeEmailRequestSchema });
export type ChangeEmailRequestSent = z.output<typeof changeEmailRequestSentSchema>;

export const roleNameSchema = z.object({ name: z.string() });
export const roleListSchema = z.array(roleNameSchema);
export type RoleName = z.output<typeof roleNameSchema>;

/** POST users/reset-password: signed in at once, with the route's text. */
export const resetPasswordAnswerSchema = tokenResponseSchema.extend({ message: z.string() });
export type ResetPasswordAnswer = z.output<typeof resetPasswordAnswerSchema>;

export const userMetaSchema = z.object({ key: z.string(), value: z.unknown().nullable() });
export type UserMeta = z.output<typeof userMetaSchema>;

// ---------- inputs ----------

const recaptcha = z.string().max(4096).nullish();

export const loginInputSchema = z.object({
  email: requiredEmail(),
  password: requiredPassword(),
  recaptcha_token: recaptcha,
});
export type LoginInput = z.output<typeof loginInputSchema>;

/** POST oauth/token: the password grant (default) or the one-time impersonation grant. */
export const tokenInputSchema = z.discriminatedUnion('grant_type', [
  loginInputSchema.extend({
    grant_type: z.literal('password'),
    client_id: z.string().nullish(),
    client_secret: z.string().nullish(),
    // Sessions and devices: how the client describes itself (the device, and where it is).
    ...sessionDescriptionFields,
  }),
  z.object({ grant_type: z.literal('impersonation'), impersonation_token: requiredText({ max: 200 }) }),
]);
export type TokenInput = z.output<typeof tokenInputSchema>;

export const registerInputSchema = z.object({
  username: requiredText({ min: 2, max: 255 }),
  email: requiredEmail(),
  password: strongPassword(),
  recaptcha: recaptcha,
});
export type RegisterInput = z.output<typeof registerInputSchema>;

export const forgotPasswordInputSchema = z.object({
  email: requiredEmail(),
  recaptcha: recaptcha,
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: requiredText({ max: 200 }),
  email: requiredEmail(),
  password: strongPassword(),
  password_token: z.string().nullish(),
  recaptcha: recaptcha,
});
export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;

/** Is a mailed reset link still good? Asked when the page opens, before anyone types. */
export const resetTokenCheckInputSchema = z.object({
  token: requiredText({ max: 200 }),
  email: requiredEmail(),
});
export type ResetTokenCheckInput = z.output<typeof resetTokenCheckInputSchema>;
export const resetTokenCheckSchema = z.object({ valid: z.boolean() });
export type ResetTokenCheck = z.output<typeof resetTokenCheckSchema>;

/** The reset form adds a confirmation the API does not need. */
export const resetPasswordFormSchema = z
  .object({
    email: requiredEmail(),
    password: strongPassword(),
    password_confirmation: requiredText({ min: 8 }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: m.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });

export const oldPasswordResetInputSchema = z.object({ password: strongPassword() });
export type OldPasswordResetInput = z.output<typeof oldPasswordResetInputSchema>;
export const oldPasswordResetFormSchema = z
  .object({ password: strongPassword(), password_confirmation: requiredText() })
  .refine((v) => v.password === v.password_confirmation, {
    message: m.confirmPassword,
    path: ['password_confirmation'],
  });

export const updatePasswordInputSchema = z.object({
  old_password: requiredPassword(),
  password: strongPassword(),
});
export type UpdatePasswordInput = z.output<typeof updatePasswordInputSchema>;

/** The Change Password form: the API's fields plus a confirmation, checked like Reset's. */
export const updatePasswordFormSchema = updatePasswordInputSchema
  .extend({ password_confirmation: requiredText({ min: 8 }) })
  .refine((v) => v.password === v.password_confirmation, {
    message: m.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });

export const changeEmailRequestInputSchema = z.object({ email: requiredEmail() });
export type ChangeEmailRequestInput = z.output<typeof changeEmailRequestInputSchema>;
export const changeEmailInputSchema = z.object({ id: idParamSchema, email: requiredEmail() });
export type ChangeEmailInput = z.output<typeof changeEmailInputSchema>;
export const resendNewVerificationInputSchema = z.object({ email: requiredEmail() });
export type ResendNewVerificationInput = z.output<typeof resendNewVerificationInputSchema>;

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1).max(200),
  email: z.string().min(1).max(255),
});
export type VerifyEmailQuery = z.output<typeof verifyEmailQuerySchema>;

// ---------- profile ----------

/** Age: a whole number of years; spec 1 section 9 gives the minimum, the maximum is ours. */
export const AGE_MIN = 1;
export const AGE_MAX = 120;

const profileFields = {
  display_name: optionalText({ max: 255 }),
  first_name: optionalText({ max: 255 }),
  middle_name: optionalText({ max: 255 }),
  last_name: optionalText({ max: 255 }),
  biography: optionalText({ max: 5000 }),
  gender: valueIn(GENDERS),
  age: optionalNumber({ min: AGE_MIN, max: AGE_MAX, int: true }),
  country_id: optionalNumber({ min: 1 }),
  timezone_id: optionalNumber({ min: 1 }),
  is_married: z.boolean().optional(),
  is_student: z.boolean().optional(),
  is_leader: z.boolean().optional(),
  church: optionalText({ max: 255 }),
  zip_code: optionalText({ max: 20 }),
  is_anonymous: z.boolean().optional(),
  needs_accountability: z.boolean().optional(),
  tag_ids: z.array(z.number().int().positive()).max(50).optional(),
};

function churchWhenLeader<T extends { is_leader?: boolean; church?: string | null }>(v: T, ctx: z.RefinementCtx) {
  if (v.is_leader && !v.church) ctx.addIssue({ code: 'custom', path: ['church'], message: m.required });
}

/**
 * PUT users/profile. The server accepts every client form (profile page, both onboarding flows):
 * a name and a gender are always required, a church whenever the user leads.
 */
export const updateProfileInputSchema = z
  .object({ ...profileFields, first_name: requiredText({ max: 255 }) })
  .superRefine(churchWhenLeader);
export type UpdateProfileInput = z.output<typeof updateProfileInputSchema>;
/** What a client may send (numbers may still be strings from a form). */
export type UpdateProfileBody = z.input<typeof updateProfileInputSchema>;

/** Profile page form (spec 1 section 5 "Profile"). */
export const profileFormSchema = z
  .object({
    ...profileFields,
    display_name: requiredText({ max: 255 }),
    first_name: requiredText({ max: 255 }),
    is_leader: requiredBoolean(),
  })
  .superRefine(churchWhenLeader);

/** Old onboarding: display_name and gender required; church only when leading. */
export const oldOnboardingSchema = z
  .object({
    display_name: requiredText({ max: 255 }),
    gender: valueIn(GENDERS),
    is_married: z.boolean(),
    is_student: z.boolean(),
    zip_code: optionalText({ max: 20 }),
    is_leader: z.boolean(),
    church: optionalText({ max: 255 }),
  })
  .superRefine(churchWhenLeader);

/** New onboarding step one. */
export const newOnboardingStepOneSchema = z.object({
  first_name: requiredText({ max: 255 }),
  gender: valueIn(GENDERS),
  is_married: requiredBoolean(),
  is_student: requiredBoolean(),
});

/** New onboarding step two: church and zip code when leading. */
export const newOnboardingStepTwoSchema = z
  .object({
    is_leader: requiredBoolean(),
    church: optionalText({ max: 255 }),
    zip_code: optionalText({ max: 20 }),
  })
  .superRefine((v, ctx) => {
    churchWhenLeader(v, ctx);
    if (v.is_leader && !v.zip_code) ctx.addIssue({ code: 'custom', path: ['zip_code'], message: m.required });
  });

/** Display name split: first, middle (only with 3+ parts), last (spec 1 section 5). */
export function splitDisplayName(displayName: string): {
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
} {
  const parts = displayName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first_name: '', middle_name: null, last_name: null };
  if (parts.length === 1) return { first_name: parts[0]!, middle_name: null, last_name: null };
  if (parts.length === 2) return { first_name: parts[0]!, middle_name: null, last_name: parts[1]! };
  return { first_name: parts[0]!, middle_name: parts.slice(1, -1).join(' '), last_name: parts.at(-1)! };
}

/** Age maps to a date of birth on January 1 of (current year - age). */
export function ageToDob(age: number, now = new Date()): string {
  return `${now.getUTCFullYear() - age}-01-01`;
}

export const AVATAR_MIME_TYPES = ['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/bmp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/**
 * POST users/profile/avatar, multipart field `profile_picture`: the file the API accepts before it
 * decodes it (a picture type, 1 byte to 5 MiB); anything else is answered with the spec's invalid-image text.
 */
export const avatarUploadSchema = z.object({
  mimetype: z.enum(AVATAR_MIME_TYPES),
  bytes: z.number().int().min(1).max(AVATAR_MAX_BYTES),
});
export type AvatarUpload = z.output<typeof avatarUploadSchema>;

export const userMetaKeySchema = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, m.invalid);
export const userMetaParamsSchema = z.object({ key: userMetaKeySchema });
export const userMetaInputSchema = z.object({ value: z.unknown().optional() }).superRefine((v, ctx) => {
  if (v.value === undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: m.required });
});
export type UserMetaInput = z.output<typeof userMetaInputSchema>;

/** GET files/:folder/:name (uploaded avatars, through a signed link). */
export const uploadedFileParamsSchema = z.object({ folder: z.string().max(40), name: z.string().max(80) });
