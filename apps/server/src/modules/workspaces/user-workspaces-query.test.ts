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
import { selectMembershipsQuery } from './repo.ts';

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
});
