// The workspaces of a user: the personal space created at sign-up, company workspaces the demo
// seed and test fixtures create, and the membership list of the user view. The users module
// takes this (built before the rest of the workspaces service, which needs users).
import { randomUUID } from 'node:crypto';
import type { TUserCompany, TWorkspaceRole } from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import * as repo from '../repo.ts';

type Db = Kysely<Database>;

export type CompaniesService = ReturnType<typeof createCompaniesService>;

export function createCompaniesService(deps: { db: Db; clock: Clock }) {
  const { clock } = deps;

  return {
    /** Creates the private workspace of a new user, who owns it. Runs inside the caller's transaction. */
    async createPersonalSpace(tx: Db, userId: string, brand: string | null): Promise<string> {
      const now = clock.now();
      const company = { id: randomUUID() };
      await repo.insertCompany(tx, {
        id: company.id,
        name: 'Personal Workspace',
        logo: null,
        personal_space: true,
        plan_key: '',
        plan_name: 'Free',
        brand,
        etag: randomUUID(),
        created_by: userId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      await repo.upsertMember(
        tx,
        { company_id: company.id, user_id: userId, role: 'owner', created_at: now },
        { keepDateAdded: true },
      );
      return company.id;
    },

    /** Creates a company workspace owned by `ownerId` (used by the demo seed for now). */
    async createCompany(
      tx: Db,
      input: {
        name: string;
        ownerId: string;
        brand: string | null;
        planKey?: string;
        planName?: string;
      },
    ): Promise<string> {
      const now = clock.now();
      const company = { id: randomUUID() };
      await repo.insertCompany(tx, {
        id: company.id,
        name: input.name,
        logo: null,
        personal_space: false,
        plan_key: input.planKey ?? '',
        plan_name: input.planName ?? 'Free',
        brand: input.brand,
        etag: randomUUID(),
        created_by: input.ownerId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      await repo.upsertMember(
        tx,
        { company_id: company.id, user_id: input.ownerId, role: 'owner', created_at: now },
        { keepDateAdded: true },
      );
      return company.id;
    },

    async addMember(
      tx: Db,
      companyId: string,
      userId: string,
      role: TWorkspaceRole,
    ): Promise<void> {
      await repo.upsertMember(
        tx,
        { company_id: companyId, user_id: userId, role, created_at: clock.now() },
        { keepDateAdded: true },
      );
    },

    /** The plan key stored on a workspace (the plans module's feature limits read it). */
    planKeyOf: (executor: Db, companyId: string) => repo.findCompanyPlanKey(executor, companyId),

    /** A workspace's name (the docks module shows it to an installer binding a dock). */
    nameOf: async (executor: Db, companyId: string): Promise<string | null> =>
      (await repo.findCompany(executor, companyId))?.name ?? null,

    /** The `companies` list of the user view. */
    async findUserCompanies(db: Db, userId: string): Promise<TUserCompany[]> {
      const rows = await repo.findMemberships(db, userId);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        logo: r.logo,
        personal_space: r.personal_space,
        plan: { name: r.plan_name, key: r.plan_key },
        role: r.role,
      }));
    },
  };
}
