// Fixtures for the sites and collections integration tests: a company workspace with members of
// every role (on the no_limit plan unless told otherwise), geometry, and signed requests.
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { createCompaniesService } from '../modules/workspaces/index.ts';
import type { TestApp } from './build-test-app.ts';
import { bearer, registerUser } from './helpers.ts';

export type Person = { id: string; token: string; personalSpaceId: string; email: string };

export async function person(t: TestApp, name: string): Promise<Person> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await registerUser(t.app, { name, email });
  return {
    id: s.user.id,
    token: String(s.id_token),
    personalSpaceId: s.user.personal_space_id,
    email,
  };
}

export type Workspace = {
  companyId: string;
  owner: Person;
  admin: Person;
  member: Person;
  guest: Person;
  outsider: Person;
};

/** A company workspace with an owner, admin, member and guest, plus an outsider. */
export async function workspace(t: TestApp, options: { plan?: string } = {}): Promise<Workspace> {
  const [owner, admin, member, guest, outsider] = [
    await person(t, 'Owner'),
    await person(t, 'Admin'),
    await person(t, 'Member'),
    await person(t, 'Guest'),
    await person(t, 'Outsider'),
  ];
  const companies = createCompaniesService({ db: t.db, clock: t.clock });
  const companyId = await companies.createCompany(t.db, {
    name: `Survey Co ${Math.random().toString(36).slice(2, 6)}`,
    ownerId: owner.id,
    brand: 'india',
    planKey: options.plan ?? 'no_limit',
    planName: 'No Limit',
  });
  await companies.addMember(t.db, companyId, admin.id, 'admin');
  await companies.addMember(t.db, companyId, member.id, 'member');
  await companies.addMember(t.db, companyId, guest.id, 'guest');
  return { companyId, owner, admin, member, guest, outsider };
}

export async function setDefaultMemberAccess(
  t: TestApp,
  companyId: string,
  level: string,
): Promise<void> {
  await sql`update companies set default_member_access_level = ${level} where id = ${companyId}`.execute(
    t.db,
  );
}

/** A 200 m × 200 m field near Bengaluru (≈ 10 acres). */
export const FIELD = {
  type: 'Polygon',
  coordinates: [
    [
      [77.59, 12.97],
      [77.59184, 12.97],
      [77.59184, 12.9718],
      [77.59, 12.9718],
      [77.59, 12.97],
    ],
  ],
} as const;
export const ROAD = {
  type: 'LineString',
  coordinates: [
    [77.6, 12.98],
    [77.605, 12.985],
    [77.61, 12.986],
  ],
} as const;
export const TOWER = { type: 'Point', coordinates: [77.62, 12.99] } as const;
export const BOW_TIE = {
  type: 'Polygon',
  coordinates: [
    [
      [77.59, 12.97],
      [77.6, 12.98],
      [77.6, 12.97],
      [77.59, 12.98],
      [77.59, 12.97],
    ],
  ],
} as const;

export function call(
  t: TestApp,
  who: Person,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/v4${url}`,
    headers: { ...bearer(who.token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A multipart body with one file part (and optional text fields). */
export function multipart(fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----sortie${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
