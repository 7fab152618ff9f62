// A light outline of each site for lists (cards, the collection map): every ring thinned to at
// most 256 vertices (every k-th vertex plus the last, so rings stay closed), at most 16 rings.
// Lists read it instead of the full geometry, which may hold 100,000 vertices (a 20-site page of
// full geometry weighed 6.4 MB). The app writes the same outline on create and update
// (modules/sites/outline.ts); this backfills the sites that exist. Thumbnails are now drawn from
// the outline when asked, in the brand's colour, so the stored single-colour SVG goes.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

/** SQL of `arr` (a jsonb array of positions) thinned like siteOutline does. */
const thin = (arr: string) =>
  `(select jsonb_agg(t.p order by t.i) from jsonb_array_elements(${arr}) with ordinality as t(p, i)
     where (t.i - 1) % ceil(jsonb_array_length(${arr}) / 256.0)::int = 0
        or t.i = jsonb_array_length(${arr}))`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sites add column outline jsonb`.execute(db);
  await sql
    .raw(
      `update sites set outline = case geometry->>'type'
        when 'LineString' then jsonb_build_object('type', 'LineString',
          'coordinates', ${thin(`geometry->'coordinates'`)})
        when 'Polygon' then jsonb_build_object('type', 'Polygon', 'coordinates',
          (select jsonb_agg(${thin('r.ring')} order by r.ri)
             from jsonb_array_elements(geometry->'coordinates') with ordinality as r(ring, ri)
            where r.ri <= 16))
        else geometry end`,
    )
    .execute(db);
  await sql`alter table sites alter column outline set not null`.execute(db);
  await sql`alter table sites drop column thumbnail_svg`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sites add column if not exists thumbnail_svg text not null default ''`.execute(
    db,
  );
  await sql`alter table sites drop column if exists outline`.execute(db);
}
