// The signed-in user as the web app stores it (platform-core §3, stored-user schema version 8)
// and the /users endpoints.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';

export const ZWorkspaceRole = z.enum(['owner', 'admin', 'member', 'guest']);
export type TWorkspaceRole = z.infer<typeof ZWorkspaceRole>;

export const ZUserCompany = z.object({
  id: ZId,
  name: z.string(),
  logo: z.string().nullable(),
  personal_space: z.boolean(),
  plan: z.object({ name: z.string(), key: z.string() }),
  role: ZWorkspaceRole,
});
export type TUserCompany = z.infer<typeof ZUserCompany>;

export const ZUnitPreferences = z.object({
  speed: z.enum(['m/s', 'km/h', 'mi/h']),
  distance: z.enum(['metric', 'imperial']),
  height: z.enum(['metric', 'imperial']),
  temperature: z.enum(['C', 'F']),
  area: z.enum(['acres', 'ha', 'sq. km', 'sq. m']),
});
export type TUnitPreferences = z.infer<typeof ZUnitPreferences>;

export const DEFAULT_UNIT_PREFERENCES: TUnitPreferences = {
  speed: 'm/s',
  distance: 'metric',
  height: 'metric',
  temperature: 'C',
  area: 'acres',
};

export const ZGeoLocation = z
  .object({ lng: z.number(), lat: z.number(), label: z.string().optional() })
  .nullable();

/** rbac rules: resource path → method → roles (platform-core §6). */
export const ZRbacRules = z.record(z.string(), z.record(z.string(), z.array(z.string())));

/** The languages of the web app (issue 18 §2); English is the default. */
export const ZLanguage = z.enum(['en', 'hi']);
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZUser = z.object({
  id: ZId,
  name: z.string(),
  email: z.string().nullable(),
  profile_picture: z.string().nullable(),
  country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  geo_location: ZGeoLocation,
  companies: z.array(ZUserCompany),
  invites: z.array(z.unknown()),
  rbac_rules: ZRbacRules,
  meta_rbac_rules: ZRbacRules,
  meta_roles: z.array(z.string()),
  designation: z.array(z.string()),
  last_release_read: z.string().nullable(),
  accepted_privacy_policy: z.boolean(),
  seen_welcome_wizard: z.boolean(),
  web_schema_version: z.literal(8),
  web_preferences: z.record(z.string(), z.unknown()),
  unit_preferences: ZUnitPreferences,
  leaving_date: ZIsoDateTime.nullable(),
  personal_space_id: ZId,
  has_password: z.boolean(),
  /** The e-mail address is proved (mailed link or Google); needed to accept e-mail invites. */
  email_verified: z.boolean(),
  /** The language chosen in the user menu; null (or absent, from older servers) until chosen. */
  language: ZLanguage.nullable().optional(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET /api/v4/users/:id */
export const ZGetUserResponse = ZUser;

/** Where POST /users/:id/picture stores an upload; the only picture a profile may point at. */
export const STORED_PICTURE_PATH = /^\/api\/v4\/files\/pictures\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** PATCH /api/v4/users/:id */
export const ZUpdateUserRequest = z
  .object({
    name: z.string().trim().min(1).max(100),
    // No outside URL (javascript:, tracking pixels): a picture is uploaded, or removed with null.
    profile_picture: z
      .string()
      .max(2048)
      .regex(STORED_PICTURE_PATH, 'Upload the picture; links to other sites are not accepted.')
      .nullable(),
    country_code: z
      .string()
      .regex(/^\d{1,4}$/)
      .nullable(),
    phone_number: z
      .string()
      .regex(/^\d{4,15}$/)
      .nullable(),
    geo_location: ZGeoLocation,
    last_release_read: z.string().max(32).nullable(),
    accepted_privacy_policy: z.boolean(),
    seen_welcome_wizard: z.boolean(),
    /** Keyed by workspace id; the workspaces named replace their stored entry. */
    web_preferences: z.record(z.string(), z.unknown()),
    unit_preferences: ZUnitPreferences.partial(),
    language: ZLanguage,
  })
  .partial()
  .strict();
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** GET /api/v4/users/find/:type/:value (public) */
export const ZFindUserParams = z.object({
  type: z.enum(['email', 'phone']),
  value: z.string().min(1).max(320),
});
export const ZFindUserResponse = z.object({ user_found: z.boolean() });
export type TFindUserResponse = z.infer<typeof ZFindUserResponse>;

/** POST /api/v4/users/forgot_password (public; always 202) */
export const ZForgotPasswordRequest = z.object({ email: z.email().max(320) });
export const ZForgotPasswordResponse = z.object({ status: z.literal('queued') });

/** POST /api/v4/users/reset_password (public; 204) */
export const ZResetPasswordRequest = z.object({
  password: z.string().max(256),
  verification_token: z.string().min(10).max(256),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** POST /api/v4/users/:id/set_identifier (self) */
export const ZSetIdentifierRequest = z.object({
  email: z.email().max(320).optional(),
  phone_number: z
    .string()
    .regex(/^\d{4,15}$/)
    .optional(),
  country_code: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  password: z.string().max(256),
  /** Required when the account already has a password. */
  current_password: z.string().max(256).optional(),
});
export type TSetIdentifierRequest = z.infer<typeof ZSetIdentifierRequest>;

/** POST /api/v4/users/:id/picture: multipart field "file", PNG, JPEG or WebP up to this size. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** POST /api/v4/users/verify_email */
export const ZVerifyEmailRequest = z.object({ token: z.string().trim().min(10).max(200) });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;
