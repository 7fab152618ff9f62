// Users: the user view of platform-core §3 (stored-user schema 8), profile updates, look-ups.
// Passwords and sessions belong to the auth module, which calls the record-level functions here.
import { randomUUID } from 'node:crypto';
import {
  AppError,
  SUPER_ADMIN_DESIGNATION,
  WEB_SCHEMA_VERSION,
  hasMetaRight,
  metaRbacRules,
  metaRolesFor,
  normaliseWebPreferences,
  normaliseWorkspacePreferences,
  rbacRulesFor,
} from '@sortie/domain';
import {
  DEFAULT_UNIT_PREFERENCES,
  ZUnitPreferences,
  type TUpdateUserRequest,
  type TUser,
} from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { CompaniesService } from '../workspaces/index.ts';
import { removeStoredPicture } from './picture-files.ts';
import * as repo from './repo.ts';
import { createSetPicture } from './set-picture.ts';
import type { UserRow, UserUpdate } from './table.ts';

type Db = Kysely<Database>;

/** The designation that makes a user platform staff (the demo seed gives it). */
export const SUPER_ADMIN = SUPER_ADMIN_DESIGNATION;

export type UserRecord = UserRow;
export type NewUserInput = {
  name: string;
  email?: string | undefined;
  countryCode?: string | undefined;
  phoneNumber?: string | undefined;
  passwordHash?: string | undefined;
  googleSub?: string | undefined;
  designation?: string[];
  profilePicture?: string | undefined;
  /** The address is known to be the user's (Google's verified claim, the demo seed). */
  emailVerified?: boolean;
};

export type UsersService = ReturnType<typeof createUsersService>;

/** Postgres unique_violation, from pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

export const identifierTaken = () =>
  AppError.conflict(
    'identifier_taken',
    'An account with this e-mail address or phone number already exists.',
  );

/** Who a user is for invitations: pending invites are addressed to an e-mail or a phone. */
export type InviteIdentity = {
  email: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function createUsersService(deps: {
  db: Db;
  clock: Clock;
  companies: CompaniesService;
  /** The user's pending workspace invites (the workspaces module); none when not wired. */
  pendingInvites?: (who: InviteIdentity) => Promise<unknown[]>;
  /** Where uploaded profile pictures are kept (file storage, folder 'pictures'). */
  pictures?: FileStorage;
}) {
  const { db, clock, companies } = deps;

  async function toView(row: UserRow): Promise<TUser> {
    const userCompanies = await companies.findUserCompanies(db, row.id);
    const designation = row.designation;
    const unitPrefs = ZUnitPreferences.safeParse({
      ...DEFAULT_UNIT_PREFERENCES,
      ...(row.unit_preferences ?? {}),
    });
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      profile_picture: row.profile_picture,
      country_code: row.country_code,
      phone_number: row.phone_number,
      geo_location: row.geo_location,
      companies: userCompanies,
      invites: deps.pendingInvites
        ? await deps.pendingInvites({
            email: row.email,
            countryCode: row.country_code,
            phoneNumber: row.phone_number,
          })
        : [],
      // The same map for every workspace; the web matches it with the active company's role
      // (platform-core §6). The server's guards check the same rules (modules/workspaces/access.ts).
      rbac_rules: rbacRulesFor(),
      meta_rbac_rules: metaRbacRules(),
      meta_roles: metaRolesFor(designation),
      designation,
      last_release_read: row.last_release_read,
      accepted_privacy_policy: row.accepted_privacy_policy,
      seen_welcome_wizard: row.seen_welcome_wizard,
      language: row.language === 'en' || row.language === 'hi' ? row.language : null,
      web_schema_version: WEB_SCHEMA_VERSION,
      web_preferences: normaliseWebPreferences(row.web_preferences),
      unit_preferences: unitPrefs.success ? unitPrefs.data : DEFAULT_UNIT_PREFERENCES,
      leaving_date: row.leaving_date ? row.leaving_date.toISOString() : null,
      personal_space_id: row.personal_space_id ?? '',
      has_password: row.password_hash !== null,
      email_verified: row.email !== null && row.email_verified_at !== null,
    };
  }

  async function getRecord(id: string, executor: Db = db): Promise<UserRow> {
    const row = await repo.findUserById(executor, id);
    if (!row) throw AppError.notFound('User');
    return row;
  }

  return {
    toView,
    getRecord,

    /** Display names (null when blank) of `ids`, for lists of other modules (sites, shares). */
    namesOf: (ids: readonly string[]) => repo.findUserNames(db, ids),

    /** Staff reports (modules/usage): how many accounts, and when recent ones were made. */
    count: () => repo.countUsers(db),
    signupDatesSince: (since: Date) => repo.findSignupDates(db, since),

    async getView(actorId: string, userId: string): Promise<TUser> {
      if (actorId !== userId) {
        // Staff who may read every workspace's usage (the meta right CompaniesUsage GET, the
        // same rule the usage screens check) may open anyone's profile from it.
        const actor = await getRecord(actorId);
        const metaRoles = metaRolesFor(actor.designation);
        if (!hasMetaRight(metaRbacRules(), 'CompaniesUsage', 'GET', metaRoles))
          throw AppError.forbidden('You can only view your own profile.');
      }
      return toView(await getRecord(userId));
    },

    async update(actorId: string, userId: string, input: TUpdateUserRequest): Promise<TUser> {
      if (actorId !== userId) throw AppError.forbidden('You can only change your own profile.');
      const current = await getRecord(userId);
      const patch: UserUpdate = { updated_at: clock.now() };
      if (input.name !== undefined) patch.name = input.name;
      if (
        input.profile_picture !== undefined &&
        input.profile_picture !== current.profile_picture
      ) {
        // Pictures come only from POST /users/:id/picture (the schema refuses other URLs), and a
        // PATCH may only remove one: pointing at another user's file would let the next upload
        // delete it.
        if (input.profile_picture !== null) {
          throw AppError.validation('Upload the picture instead of linking a stored one.', {
            profile_picture: input.profile_picture,
          });
        }
        patch.profile_picture = input.profile_picture;
      }
      if (input.country_code !== undefined) patch.country_code = input.country_code;
      if (input.phone_number !== undefined) patch.phone_number = input.phone_number;
      if (input.geo_location !== undefined) patch.geo_location = JSON.stringify(input.geo_location);
      if (input.last_release_read !== undefined) patch.last_release_read = input.last_release_read;
      if (input.accepted_privacy_policy !== undefined)
        patch.accepted_privacy_policy = input.accepted_privacy_policy;
      if (input.seen_welcome_wizard !== undefined)
        patch.seen_welcome_wizard = input.seen_welcome_wizard;
      if (input.language !== undefined) patch.language = input.language;
      if (input.web_preferences !== undefined) {
        // Keyed by workspace id: a PATCH changes only the workspaces it names, field by field,
        // normalised by the domain rules (empty lists → null, one created_between collapses,
        // group 'none' → null, the legacy company field dropped).
        const merged: Record<string, unknown> = normaliseWebPreferences(current.web_preferences);
        for (const [workspaceId, prefs] of Object.entries(input.web_preferences)) {
          const stored = current.web_preferences[workspaceId];
          merged[workspaceId] = normaliseWorkspacePreferences({
            ...(isObject(stored) ? stored : {}),
            ...(isObject(prefs) ? prefs : {}),
          });
        }
        patch.web_preferences = JSON.stringify(merged);
      }
      if (input.unit_preferences !== undefined) {
        patch.unit_preferences = JSON.stringify({
          ...DEFAULT_UNIT_PREFERENCES,
          ...(current.unit_preferences ?? {}),
          ...input.unit_preferences,
        });
      }
      try {
        const row = await repo.updateUser(db, userId, patch);
        if (!row) throw AppError.notFound('User');
        if (patch.profile_picture !== undefined && deps.pictures) {
          await removeStoredPicture(deps.pictures, current.profile_picture);
        }
        return await toView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw identifierTaken();
        throw error;
      }
    },

    /** POST /users/:id/picture (set-picture.ts). */
    setPicture: createSetPicture({ db, clock, pictures: deps.pictures, toView }),

    async findByEmail(email: string, executor: Db = db): Promise<UserRow | undefined> {
      return repo.findUserByEmail(executor, email);
    },
    async findByPhone(
      phone: string,
      countryCode?: string,
      executor: Db = db,
    ): Promise<UserRow | undefined> {
      return repo.findUserByPhone(executor, phone, countryCode);
    },
    async findByGoogleSub(sub: string, executor: Db = db): Promise<UserRow | undefined> {
      return repo.findUserByGoogleSub(executor, sub);
    },

    /** Public look-up for the landing page (feature-areas §2): does an account use this identifier? */
    async exists(type: 'email' | 'phone', value: string, countryCode?: string): Promise<boolean> {
      if (type === 'email') return (await repo.findUserByEmail(db, value.trim())) !== undefined;
      const digits = value.replace(/\D/g, '');
      return (await repo.findUserByPhone(db, digits, countryCode)) !== undefined;
    },

    /** Creates a user and their personal workspace inside the caller's transaction. */
    async create(tx: Db, input: NewUserInput, brand: string | null): Promise<UserRow> {
      const now = clock.now();
      const id = randomUUID();
      try {
        await repo.insertUser(tx, {
          id,
          name: input.name,
          email: input.email?.toLowerCase() ?? null,
          country_code: input.countryCode ?? null,
          phone_number: input.phoneNumber ?? null,
          password_hash: input.passwordHash ?? null,
          email_verified_at: input.emailVerified && input.email ? now : null,
          google_sub: input.googleSub ?? null,
          profile_picture: input.profilePicture ?? null,
          geo_location: null,
          designation: JSON.stringify(input.designation ?? []),
          last_release_read: null,
          web_preferences: '{}',
          unit_preferences: JSON.stringify(DEFAULT_UNIT_PREFERENCES),
          leaving_date: null,
          personal_space_id: null,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw identifierTaken();
        throw error;
      }
      const spaceId = await companies.createPersonalSpace(tx, id, brand);
      const row = await repo.updateUser(tx, id, { personal_space_id: spaceId });
      if (!row) throw new Error('user vanished during creation');
      return row;
    },

    /**
     * Marks users whose company membership ended (left, removed, revoked, workspace deleted) with
     * leaving_date (platform-core §3 "marks a removed member"), inside the caller's transaction.
     */
    async markLeft(executor: Db, userIds: readonly string[], at: Date): Promise<void> {
      await repo.setLeavingDate(executor, userIds, at);
    },

    /** Clears leaving_date when the user joins a company workspace again. */
    async markJoined(executor: Db, userId: string): Promise<void> {
      await repo.setLeavingDate(executor, [userId], null);
    },

    /** Low-level update used by the auth module (password hash, identifiers, Google link). */
    async updateRecord(
      id: string,
      patch: Pick<
        UserUpdate,
        | 'password_hash'
        | 'email'
        | 'email_verified_at'
        | 'country_code'
        | 'phone_number'
        | 'google_sub'
      >,
      executor: Db = db,
    ): Promise<UserRow> {
      try {
        const row = await repo.updateUser(executor, id, { ...patch, updated_at: clock.now() });
        if (!row) throw AppError.notFound('User');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw identifierTaken();
        throw error;
      }
    },
  };
}
