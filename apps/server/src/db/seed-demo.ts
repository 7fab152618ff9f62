// Demo data for a fresh install (SEED_DEMO, default on): for each brand a company workspace with
// an owner, an admin, a member and a guest, plus one Super Admin. Runs once: a row in app_meta
// marks it done, so deleting demo users later does not bring them back. Accounts are listed in
// docs/demo-accounts.md.
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { createCompaniesService } from '../modules/workspaces/index.ts';
import { createPlansService } from '../modules/plans/index.ts';
import { createUsersService, SUPER_ADMIN } from '../modules/users/index.ts';
import type { Db } from './database.ts';

export const DEMO_PASSWORD = 'Sortie-demo-2025';
const SEED_KEY = 'demo_seed_v1';

type DemoUser = {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  role: 'owner' | 'admin' | 'member' | 'guest' | 'super_admin';
};
type DemoBrand = { brand: string; company: string; users: DemoUser[] };

export const DEMO_DATA: DemoBrand[] = [
  {
    brand: 'india',
    company: 'Skyline Surveys',
    users: [
      {
        name: 'Priya Sharma',
        email: 'owner@sortie.demo',
        countryCode: '91',
        phone: '9876500001',
        role: 'owner',
      },
      {
        name: 'Arjun Mehta',
        email: 'admin@sortie.demo',
        countryCode: '91',
        phone: '9876500002',
        role: 'admin',
      },
      {
        name: 'Kavya Nair',
        email: 'member@sortie.demo',
        countryCode: '91',
        phone: '9876500003',
        role: 'member',
      },
      {
        name: 'Rohan Das',
        email: 'guest@sortie.demo',
        countryCode: '91',
        phone: '9876500004',
        role: 'guest',
      },
      {
        name: 'Sortie Operations',
        email: 'superadmin@sortie.demo',
        countryCode: '91',
        phone: '9876500000',
        role: 'super_admin',
      },
    ],
  },
  {
    brand: 'guyana',
    company: 'Essequibo Aerial Mapping',
    users: [
      {
        name: 'Marcus Persaud',
        email: 'owner@gy.sortie.demo',
        countryCode: '592',
        phone: '6001001',
        role: 'owner',
      },
      {
        name: 'Alicia Ramdass',
        email: 'admin@gy.sortie.demo',
        countryCode: '592',
        phone: '6001002',
        role: 'admin',
      },
      {
        name: 'Devon Williams',
        email: 'member@gy.sortie.demo',
        countryCode: '592',
        phone: '6001003',
        role: 'member',
      },
      {
        name: 'Shenelle Adams',
        email: 'guest@gy.sortie.demo',
        countryCode: '592',
        phone: '6001004',
        role: 'guest',
      },
    ],
  },
];

/** Creates the demo accounts unless already done. Returns true when it created them now. */
export async function seedDemo(db: Db, deps: { clock: Clock }): Promise<boolean> {
  const done = await db
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const companies = createCompaniesService({ db, clock: deps.clock });
  const users = createUsersService({ db, clock: deps.clock, companies });
  // Demo workspaces are on Pro (Free allows one member) and count their members like any other.
  const { features } = createPlansService({
    db,
    clock: deps.clock,
    companyPlanKey: companies.planKeyOf,
  });

  return db.transaction().execute(async (tx) => {
    // Lock out a second process seeding at the same moment.
    await sql`lock table app_meta in exclusive mode`.execute(tx);
    const again = await tx
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', SEED_KEY)
      .executeTakeFirst();
    if (again) return false;
    for (const demo of DEMO_DATA) {
      let companyId: string | undefined;
      for (const u of demo.users) {
        if (await users.findByEmail(u.email, tx)) continue;
        const row = await users.create(
          tx,
          {
            name: u.name,
            email: u.email,
            countryCode: u.countryCode,
            phoneNumber: u.phone,
            passwordHash,
            // Demo addresses are not real mailboxes; the accounts behave as verified ones.
            emailVerified: true,
            designation: u.role === 'super_admin' ? [SUPER_ADMIN] : [],
          },
          demo.brand,
        );
        if (u.role === 'owner') {
          companyId = await companies.createCompany(tx, {
            name: demo.company,
            ownerId: row.id,
            brand: demo.brand,
            planKey: 'pro',
            planName: 'Pro',
          });
          await features.consume(tx, companyId, 'max_members', 1);
        } else if (u.role !== 'super_admin' && companyId) {
          await companies.addMember(tx, companyId, row.id, u.role);
          await features.consume(tx, companyId, 'max_members', 1);
        }
      }
    }
    await tx
      .insertInto('app_meta')
      .values({
        key: SEED_KEY,
        value: JSON.stringify({ at: deps.clock.now().toISOString() }),
        updated_at: deps.clock.now(),
      })
      .execute();
    return true;
  });
}
