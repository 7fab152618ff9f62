// Reviewed SQL of the membership query behind every user view (STYLE.md "Data and server").
import {
  Kysely,
  PostgresAdapter,
  DummyDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { selectCompanyOverviewQuery, selectMembershipsQuery } from './repo.ts';

const compileOnly = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('user workspaces queries', () => {
  it('lists current memberships, personal space first', () => {
    expect(selectMembershipsQuery(compileOnly, 'u1').compile().sql).toMatchInlineSnapshot(
      `"select "c".*, "m"."role" from "company_members" as "m" inner join "companies" as "c" on "c"."id" = "m"."company_id" where "m"."user_id" = $1 and "m"."leaving_date" is null and "c"."deleted_at" is null order by "c"."personal_space" desc, "c"."name", "c"."id""`,
    );
  });

  it('reports every workspace for staff, last activity through the auth read view', () => {
    expect(selectCompanyOverviewQuery(compileOnly, false).compile().sql).toMatchInlineSnapshot(
      `"select "c"."id", "c"."name", "c"."personal_space", "c"."plan_key", "c"."plan_name", "c"."created_at", (select count(*) as "n" from "company_members" as "m" where "m"."company_id" = "c"."id" and "m"."leaving_date" is null) as "members", (select max("s"."last_used_at") as "last" from "company_members" as "m" inner join "user_last_activity_view" as "s" on "s"."user_id" = "m"."user_id" where "m"."company_id" = "c"."id" and "m"."leaving_date" is null) as "last_activity" from "companies" as "c" where "c"."deleted_at" is null and "c"."personal_space" = $1"`,
    );
  });
});
