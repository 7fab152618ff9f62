// Workspace lifecycle (platform-core §3, §5): create, read, update with If-Match, delete, logo
// and recent cameras. Every method starts with its authorisation check.
import { randomUUID } from 'node:crypto';
import { AppError, toSiteAccessLevel, type SiteAccessLevel } from '@sortie/domain';
import {
  RECENT_CAMERAS_MAX,
  type TCompany,
  type TCreateCompanyRequest,
  type TUpdateCompanyRequest,
} from '@sortie/domain/contracts';
import * as invites from '../invites-repo.ts';
import * as repo from '../repo.ts';
import type { Db, WorkspacesDeps } from './deps.ts';
import { LOGO_URL_PREFIX, publishLogo, writeTempLogo } from './logo-files.ts';
import { assertRight, type Membership } from '../../../access/index.ts';

type CompanyRow = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;

const LOGO_KINDS = [
  { ext: 'png', type: 'image/png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG) },
  {
    ext: 'jpg',
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The content type of a stored logo file name, or undefined if it is not one of ours. */
export function logoContentType(fileName: string): string | undefined {
  const match = /^[0-9a-f-]{36}\.(png|jpg|webp)$/.exec(fileName);
  return match ? LOGO_KINDS.find((k) => k.ext === match[1])?.type : undefined;
}

export const alreadyInWorkspace = () =>
  AppError.conflict('already_in_workspace', 'You can only be a member of one workspace at a time.');

export function createCompanyUseCases(deps: WorkspacesDeps) {
  const { db, clock, features } = deps;

  async function toView(
    executor: Db,
    row: CompanyRow,
    role: Membership['role'],
  ): Promise<TCompany> {
    return {
      id: row.id,
      name: row.name,
      logo: row.logo,
      personal_space: row.personal_space,
      plan: { name: row.plan_name, key: row.plan_key },
      role,
      fcl: await features.fclOf(executor, row.id),
      default_member_access_level: toSiteAccessLevel(
        row.default_member_access_level as SiteAccessLevel,
      ),
      recent_cameras: row.recent_cameras,
      created_by: row.created_by,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      etag: row.etag,
    };
  }

  async function getRow(executor: Db, companyId: string): Promise<CompanyRow> {
    const row = await repo.findCompany(executor, companyId);
    if (!row) throw AppError.notFound('Workspace');
    return row;
  }

  return {
    toView,

    /** POST /company: only while the user has at most one workspace (platform-core §5). */
    async create(userId: string, input: TCreateCompanyRequest): Promise<TCompany> {
      const workspaces = await repo.findActiveWorkspaces(db, userId);
      if (workspaces.length > 1 || workspaces.some((w) => !w.personal_space)) {
        throw alreadyInWorkspace();
      }
      return db.transaction().execute(async (trx) => {
        const now = clock.now();
        const id = randomUUID();
        await repo.insertCompany(trx, {
          id,
          name: input.name,
          logo: null,
          personal_space: false,
          plan_key: '',
          plan_name: 'Free',
          brand: null,
          etag: randomUUID(),
          created_by: userId,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
        await repo.upsertMember(trx, {
          company_id: id,
          user_id: userId,
          role: 'owner',
          created_at: now,
        });
        await features.consume(trx, id, 'max_members', 1);
        await deps.users.markJoined(trx, userId);
        return toView(trx, await getRow(trx, id), 'owner');
      });
    },

    async get(actor: Membership): Promise<TCompany> {
      assertRight(actor, 'Organization', 'GET');
      return toView(db, await getRow(db, actor.companyId), actor.role);
    },

    /**
     * PATCH /company/:id with If-Match. Renaming is branding (Organization PATCH, owner); the
     * default member access level is a day-to-day setting (Settings PATCH, owner or admin).
     */
    async update(actor: Membership, ifMatch: string | undefined, input: TUpdateCompanyRequest) {
      assertRight(actor, 'Settings', 'PATCH');
      if (input.name !== undefined) assertRight(actor, 'Organization', 'PATCH');
      if (ifMatch === undefined) throw AppError.preconditionRequired();
      if (actor.personalSpace && input.name !== undefined) {
        throw AppError.rule('personal_workspace', 'The personal workspace cannot be renamed.');
      }
      const row = await repo.updateCompany(db, actor.companyId, ifMatch, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.default_member_access_level !== undefined
          ? { default_member_access_level: input.default_member_access_level }
          : {}),
        etag: randomUUID(),
        updated_at: clock.now(),
      });
      if (!row) throw AppError.preconditionFailed();
      return toView(db, row, actor.role);
    },

    /** DELETE /company/:id: owner only; every member is moved out (leaving_date set). */
    async delete(actor: Membership): Promise<void> {
      assertRight(actor, 'Organization', 'DELETE');
      if (actor.personalSpace) {
        throw AppError.rule('personal_workspace', 'The personal workspace cannot be deleted.');
      }
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        if (!(await repo.lockCompany(trx, actor.companyId))) throw AppError.notFound('Workspace');
        const ended = await repo.endMemberships(trx, actor.companyId, now);
        await deps.users.markLeft(
          trx,
          ended.map((e) => e.user_id),
          now,
        );
        await invites.cancelPendingInvites(trx, actor.companyId, now);
        await repo.markCompanyDeleted(trx, actor.companyId, now, randomUUID());
      });
    },

    /**
     * POST /company/:id/logo: PNG, JPEG or WebP (checked by content, never SVG), up to 2 MB.
     * The logo counts against storage_mb: in one transaction the old logo's bytes are given
     * back and the new one's taken; the file gets its served name and the old file goes only
     * after the commit (logo-files.ts).
     */
    async setLogo(actor: Membership, ifMatch: string | undefined, bytes: Buffer) {
      assertRight(actor, 'Organization', 'PATCH');
      const kind = LOGO_KINDS.find((k) => k.magic(bytes));
      if (!kind) {
        throw new AppError(
          'unsupported_media_type',
          415,
          'Upload the logo as a PNG, JPEG or WebP image.',
        );
      }
      const fileName = `${randomUUID()}.${kind.ext}`;
      // Written under a temporary name before the transaction, renamed after the commit: a crash
      // leaves at worst a temporary file for the start-up sweep, never a truncated served logo.
      const temp = await writeTempLogo(deps.logos, fileName, bytes, kind.type);
      const saved = await db
        .transaction()
        .execute(async (trx) => {
          const locked = await repo.lockCompany(trx, actor.companyId);
          if (!locked) throw AppError.notFound('Workspace');
          if (ifMatch !== undefined && locked.etag !== ifMatch) throw AppError.preconditionFailed();
          await features.releaseBytes(trx, actor.companyId, Number(locked.logo_size_bytes));
          await features.storeBytes(trx, actor.companyId, bytes.length);
          const row = await repo.updateCompany(trx, actor.companyId, ifMatch, {
            logo: `${LOGO_URL_PREFIX}${fileName}`,
            logo_size_bytes: bytes.length,
            etag: randomUUID(),
            updated_at: clock.now(),
          });
          if (!row) throw AppError.preconditionFailed();
          return { oldLogo: locked.logo, row };
        })
        .catch(async (error: unknown) => {
          await deps.logos.delete(temp);
          throw error;
        });
      await publishLogo(deps.logos, fileName);
      if (saved.oldLogo?.startsWith(LOGO_URL_PREFIX)) {
        const old = saved.oldLogo.slice(LOGO_URL_PREFIX.length);
        if (logoContentType(old)) await deps.logos.delete(old);
      }
      return toView(db, saved.row, actor.role);
    },

    /**
     * Puts a camera first in the workspace's recent list (at most five, newest first). It does
     * not change the etag: looking at a camera must not make an open settings form stale.
     */
    async addRecentCamera(actor: Membership, cameraId: string): Promise<string[]> {
      assertRight(actor, 'Streams', 'GET');
      return db.transaction().execute(async (trx) => {
        const row = await repo.lockCompany(trx, actor.companyId);
        if (!row) throw AppError.notFound('Workspace');
        const next = [cameraId, ...row.recent_cameras.filter((c) => c !== cameraId)].slice(
          0,
          RECENT_CAMERAS_MAX,
        );
        await repo.setRecentCameras(trx, actor.companyId, next);
        return next;
      });
    },
  };
}
