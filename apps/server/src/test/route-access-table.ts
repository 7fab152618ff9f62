// Who may call which route: one entry per route of the server (method + URL pattern exactly as
// registered). route-access.test.ts calls every route as each actor and fails when a route has
// no entry here, so a new route cannot ship without stating its access (DESIGN.md "Tenant
// isolation is tested table-driven over every route").
//
// Adding a route: add an entry with `expect` for every actor. Helpers:
//   publicRoute(statuses)            anyone, signed in or not
//   signedIn(statuses)               401 for anonymous, `statuses` for everyone else
//   company(roles, statuses)         401 anonymous; 403 for the outsider and the Super Admin
//                                    (not members); 403 for roles not listed; `statuses` for roles
//                                    listed (use docs/permissions.md / rbac/rules.ts)
//   staff(statuses)                  401 anonymous; `statuses` for the Super Admin; 403 others
// `request` builds the concrete call (defaults: :companyId is the roster's company, any other
// path parameter a random UUID, no body). Allowed statuses say "passed the guard": a 404 for a
// random sub-resource id or a 422 rule is fine there. `fresh: true` runs the entry on a roster
// of its own (for calls that remove people or the workspace); actors act in ACTORS order, so the
// owner goes last.
import { GOOD_PASSWORD } from './helpers.ts';
import type { Actor, Roster } from './roster.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type RequestSpec = {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
export type AccessContext = { roster: Roster; actor: Actor; fill: (pattern: string) => string };
export type RouteAccess = {
  method: Method;
  url: string;
  expect: Record<Actor, readonly number[]>;
  request?: (ctx: AccessContext) => RequestSpec | Promise<RequestSpec>;
  fresh?: boolean;
};

export const OK = [200, 201, 204] as const;
type Role = 'owner' | 'admin' | 'member' | 'guest';
const ROLES: readonly Role[] = ['owner', 'admin', 'member', 'guest'];

export function publicRoute(statuses: readonly number[] = [200]): RouteAccess['expect'] {
  return {
    anonymous: statuses,
    outsider: statuses,
    super_admin: statuses,
    guest: statuses,
    member: statuses,
    admin: statuses,
    owner: statuses,
  };
}

export function signedIn(
  statuses: readonly number[] = OK,
  overrides: Partial<RouteAccess['expect']> = {},
): RouteAccess['expect'] {
  return { ...publicRoute(statuses), anonymous: [401], ...overrides };
}

export function company(
  roles: readonly Role[],
  statuses: readonly number[] = OK,
): RouteAccess['expect'] {
  const byRole = Object.fromEntries(
    ROLES.map((r) => [r, roles.includes(r) ? statuses : [403]]),
  ) as Record<Role, readonly number[]>;
  return { anonymous: [401], outsider: [403], super_admin: [403], ...byRole };
}

export function staff(statuses: readonly number[] = [200]): RouteAccess['expect'] {
  return { ...publicRoute([403]), anonymous: [401], super_admin: statuses };
}

const ALL: readonly Role[] = ['owner', 'admin', 'member', 'guest'];
const STAFF: readonly Role[] = ['owner', 'admin', 'member'];
const MANAGERS: readonly Role[] = ['owner', 'admin'];
const OWNER: readonly Role[] = ['owner'];

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
function logoUpload(): RequestSpec {
  const boundary = 'access-test';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_1PX,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Foundation: health, docs, brands, sign-in, users. */
const FOUNDATION_ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/health', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/docs', expect: publicRoute([200, 302]) },
  { method: 'GET', url: '/api/docs/json', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/docs/yaml', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/docs/static/index.html', expect: publicRoute([200, 302]) },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', expect: publicRoute([200]) },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    expect: publicRoute([200]),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  {
    method: 'GET',
    url: '/brands/:key/:file',
    expect: publicRoute([200]),
    request: () => ({ url: '/brands/india/logo.svg' }),
  },
  { method: 'GET', url: '/favicon.ico', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/v4/brand', expect: publicRoute([200]) },
  {
    method: 'POST',
    url: '/api/v4/register',
    expect: publicRoute([201]),
    request: ({ actor }) => ({
      payload: {
        name: 'New Pilot',
        email: `register-${actor}-${Date.now()}@access.test`,
        password: GOOD_PASSWORD,
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/v4/authenticate/login',
    expect: publicRoute([200]),
    request: ({ roster, actor }) => ({
      payload: {
        email: roster.people[actor === 'anonymous' ? 'outsider' : actor].email,
        password: GOOD_PASSWORD,
      },
    }),
  },
  { method: 'GET', url: '/api/v4/authenticate', expect: signedIn([200]) },
  { method: 'GET', url: '/api/v4/authenticate/refresh', expect: signedIn([200]) },
  // Ends the caller's session, so it runs on a roster of its own.
  { method: 'PATCH', url: '/api/v4/authenticate/logout', expect: signedIn([204]), fresh: true },
  { method: 'GET', url: '/api/v4/authenticate/google', expect: publicRoute([302, 404]) },
  { method: 'GET', url: '/api/v4/authenticate/code', expect: publicRoute([302, 400]) },
  {
    method: 'POST',
    url: '/api/v4/users/forgot_password',
    expect: publicRoute([202]),
    request: () => ({ payload: { email: 'nobody@access.test' } }),
  },
  {
    method: 'POST',
    url: '/api/v4/users/reset_password',
    expect: publicRoute([400]),
    request: () => ({
      payload: { password: GOOD_PASSWORD, verification_token: 'not-a-real-token' },
    }),
  },
  {
    method: 'POST',
    url: '/api/v4/users/:id/set_identifier',
    // Only for yourself: someone else's id is refused for everyone, staff included.
    expect: signedIn([403]),
    request: () => ({ payload: { email: 'x@access.test', password: GOOD_PASSWORD } }),
  },
  {
    method: 'GET',
    url: '/api/v4/users/find/:type/:value',
    expect: publicRoute([200]),
    request: () => ({ url: '/api/v4/users/find/email/nobody%40access.test' }),
  },
  {
    method: 'GET',
    url: '/api/v4/users/:id',
    // The owner's profile: theirs to read, and a Super Admin's; nobody else's.
    expect: { ...signedIn([403]), super_admin: [200], owner: [200] },
    request: ({ roster }) => ({ url: `/api/v4/users/${roster.people.owner.id}` }),
  },
  {
    method: 'PATCH',
    url: '/api/v4/users/:id',
    expect: signedIn([200]),
    request: ({ roster, actor }) => ({
      url: `/api/v4/users/${roster.people[actor === 'anonymous' ? 'outsider' : actor].id}`,
      payload: { seen_welcome_wizard: true },
    }),
  },
  {
    method: 'POST',
    url: '/api/v4/users/:id/picture',
    // Each actor uploads their own picture; someone else's id is 403 (users.test.ts).
    expect: signedIn([200]),
    request: ({ roster, actor }) => ({
      ...logoUpload(),
      url: `/api/v4/users/${roster.people[actor === 'anonymous' ? 'outsider' : actor].id}/picture`,
    }),
  },
  { method: 'GET', url: '/api/v4/files/pictures/:name', expect: publicRoute([404]) },
];

/** Issue 3: workspaces, members, invites, plans, usage. */
const WORKSPACE_ROUTES: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/v4/company',
    // Only while the caller has at most one workspace: roster members already have a company.
    expect: {
      ...signedIn([201]),
      guest: [409],
      member: [409],
      admin: [409],
      owner: [409],
    },
    request: ({ actor }) => ({ payload: { name: `Access ${actor}` } }),
  },
  { method: 'GET', url: '/api/v4/company/:companyId', expect: company(ALL, [200]) },
  {
    method: 'PATCH',
    url: '/api/v4/company/:companyId',
    // Settings PATCH at the route; 412 because the If-Match given is stale on purpose.
    expect: company(MANAGERS, [412]),
    request: () => ({
      headers: { 'if-match': '"stale"' },
      payload: { default_member_access_level: 'view' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/v4/company/:companyId',
    expect: company(OWNER, [204]),
    fresh: true,
  },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/logo',
    expect: company(OWNER, [200]),
    request: logoUpload,
  },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/recent_cameras',
    expect: company(STAFF, [200]),
    request: () => ({ payload: { camera_id: 'camera-1' } }),
  },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/leave',
    // Everyone may leave; the (only) owner is refused by the last-owner rule.
    expect: { ...company(ALL, [204]), owner: [422] },
    fresh: true,
  },
  {
    method: 'GET',
    url: '/api/v4/company/:companyId/members',
    expect: company(STAFF, [200]),
  },
  {
    method: 'PATCH',
    url: '/api/v4/company/:companyId/members/:userId',
    expect: company(MANAGERS, [204]),
    request: ({ roster }) => ({
      url: `/api/v4/company/${roster.companyId}/members/${roster.people.member.id}`,
      payload: { role: 'member' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/v4/company/:companyId/members/:userId',
    expect: company(MANAGERS, [404]),
  },
  {
    method: 'DELETE',
    url: '/api/v4/company/:companyId/guests/:userId',
    expect: company(MANAGERS, [404]),
  },
  {
    method: 'DELETE',
    url: '/api/v4/company/:companyId/guests',
    expect: company(MANAGERS, [200]),
    fresh: true,
  },
  { method: 'GET', url: '/api/v4/company/:companyId/invites', expect: company(MANAGERS, [200]) },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/invites',
    expect: company(MANAGERS, [201]),
    request: ({ actor }) => ({
      payload: { email: `invited-by-${actor}@access.test`, role: 'guest' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/v4/company/:companyId/invites/:inviteId',
    expect: company(MANAGERS, [404]),
  },
  { method: 'GET', url: '/api/v4/users/invites', expect: signedIn([200]) },
  { method: 'POST', url: '/api/v4/users/invites/:inviteId/accept', expect: signedIn([404]) },
  { method: 'POST', url: '/api/v4/users/invites/:inviteId/decline', expect: signedIn([404]) },
  { method: 'GET', url: '/api/v4/files/logos/:name', expect: publicRoute([404]) },
  { method: 'GET', url: '/api/v4/plans/general', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/v4/plans/free_fcl', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/v4/usage/companies', expect: staff([200]) },
  { method: 'GET', url: '/api/v4/usage/governance', expect: staff([200]) },
  {
    method: 'PATCH',
    url: '/api/v4/usage/companies/:id/plan',
    request: ({ roster }) => ({
      url: `/api/v4/usage/companies/${roster.companyId}/plan`,
      payload: { plan_key: 'pro' },
    }),
    // The roster's workspace is on Pro already, so the call changes nothing for later entries.
    expect: staff([200]),
  },
];

/** Issue 4: sites, shares, collections, sample sites. A random :id answers 404 past the guard. */
const SITE_POINT = { type: 'Point', coordinates: [77.59, 12.97] };
const SITES_URL = '/api/v4/company/:companyId/sites';
const COLLECTIONS_URL = '/api/v4/company/:companyId/collections';
const SITE_ROUTES: RouteAccess[] = [
  {
    method: 'POST',
    url: SITES_URL,
    expect: company(STAFF, [201]),
    request: ({ actor }) => ({ payload: { name: `Site by ${actor}`, geometry: SITE_POINT } }),
  },
  { method: 'GET', url: SITES_URL, expect: company(ALL, [200]) },
  { method: 'GET', url: `${SITES_URL}/:id`, expect: company(ALL, [404]) },
  {
    method: 'PATCH',
    url: `${SITES_URL}/:id`,
    expect: company(ALL, [404]),
    request: () => ({ headers: { 'if-match': '"stale"' }, payload: { name: 'Renamed' } }),
  },
  { method: 'DELETE', url: `${SITES_URL}/:id`, expect: company(STAFF, [404]) },
  { method: 'GET', url: `${SITES_URL}/:id/thumbnail.svg`, expect: company(ALL, [404]) },
  {
    method: 'GET',
    url: `${SITES_URL}/:id/features`,
    expect: company(ALL, [404]),
    request: ({ fill }) => ({
      url: `${fill(`${SITES_URL}/:id/features`)}?map_feature=Site&output_format=KML`,
    }),
  },
  { method: 'GET', url: `${SITES_URL}/:id/shares`, expect: company(ALL, [404]) },
  {
    method: 'POST',
    url: `${SITES_URL}/:id/shares`,
    expect: company(ALL, [404]),
    request: () => ({ payload: { email: 'shared@access.test', access_level: 'view' } }),
  },
  {
    method: 'PATCH',
    url: `${SITES_URL}/:id/shares/:shareId`,
    expect: company(ALL, [404]),
    request: () => ({ payload: { access_level: 'view' } }),
  },
  { method: 'DELETE', url: `${SITES_URL}/:id/shares/:shareId`, expect: company(ALL, [404]) },
  { method: 'GET', url: COLLECTIONS_URL, expect: company(STAFF, [200]) },
  {
    method: 'POST',
    url: COLLECTIONS_URL,
    expect: company(STAFF, [201]),
    request: ({ actor }) => ({ payload: { name: `Album by ${actor}` } }),
  },
  { method: 'GET', url: `${COLLECTIONS_URL}/:id`, expect: company(STAFF, [404]) },
  {
    method: 'PATCH',
    url: `${COLLECTIONS_URL}/:id`,
    expect: company(STAFF, [404]),
    request: () => ({ headers: { 'if-match': '"stale"' }, payload: { name: 'Renamed' } }),
  },
  { method: 'DELETE', url: `${COLLECTIONS_URL}/:id`, expect: company(STAFF, [404]) },
  { method: 'GET', url: `${COLLECTIONS_URL}/:id/sites`, expect: company(STAFF, [404]) },
  {
    method: 'POST',
    url: `${COLLECTIONS_URL}/:id/sites`,
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({ payload: { site_ids: [fill(':x')] } }),
  },
  {
    method: 'DELETE',
    url: `${COLLECTIONS_URL}/:id/sites`,
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({ payload: { site_ids: [fill(':x')] } }),
  },
  {
    method: 'POST',
    url: '/api/v4/register/sample_sites/:companyId',
    expect: company(STAFF, [200, 201]),
  },
  // Issue 6 item 4: elevation models, heat map, coverage check (view reads, edit changes).
  { method: 'GET', url: `${SITES_URL}/:id/elevation_model`, expect: company(ALL, [404]) },
  { method: 'POST', url: `${SITES_URL}/:id/elevation_model`, expect: company(ALL, [404]) },
  { method: 'DELETE', url: `${SITES_URL}/:id/elevation_model`, expect: company(ALL, [404]) },
  { method: 'GET', url: `${SITES_URL}/:id/heatmapelevations`, expect: company(ALL, [404]) },
  {
    method: 'POST',
    url: `${SITES_URL}/verifyelevationgrid`,
    expect: company(ALL, [404]),
    request: ({ fill }) => ({ payload: { site_id: fill(':x') } }),
  },
];

/** Issue 6: missions and the asset catalogue. Random mission/site ids answer 404 past the guard. */
const MISSIONS_URL = '/api/v4/company/:companyId/missions';
const MISSION_FIELD = {
  type: 'Polygon',
  coordinates: [
    [
      [77.59, 12.97],
      [77.5915, 12.97],
      [77.5915, 12.9715],
      [77.59, 12.9715],
      [77.59, 12.97],
    ],
  ],
};
const MISSION_ROAD = {
  type: 'LineString',
  coordinates: [
    [77.6, 12.98],
    [77.602, 12.981],
  ],
};
const AREA_PREVIEW = {
  kind: 'area_mapping',
  geometry: MISSION_FIELD,
  camera_id: 'dji-m3e-wide',
  params: { altitude_m: 80 },
};
const MISSION_ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/v4/assets/drone', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/v4/assets/sensor', expect: publicRoute([200]) },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/generatepreview`,
    expect: company(ALL, [200]),
    request: () => ({ payload: AREA_PREVIEW }),
  },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/mapping/generate`,
    expect: company(ALL, [200]),
    request: () => ({ payload: AREA_PREVIEW }),
  },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/video/generate`,
    expect: company(ALL, [200]),
    request: () => ({
      payload: { kind: 'corridor_video', geometry: MISSION_ROAD, params: { altitude_m: 40 } },
    }),
  },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/preview`,
    expect: company(ALL, [404]),
    request: ({ fill }) => ({ payload: { mission_id: fill(':x') } }),
  },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/elevations`,
    expect: company(ALL, [404]),
    request: ({ fill }) => ({ payload: { mission_id: fill(':x') } }),
  },
  {
    method: 'POST',
    url: MISSIONS_URL,
    expect: company(ALL, [404]),
    request: ({ fill }) => ({
      payload: { ...AREA_PREVIEW, geometry: undefined, site_id: fill(':x') },
    }),
  },
  {
    method: 'DELETE',
    url: `${MISSIONS_URL}/bulk`,
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({ payload: { mission_ids: [fill(':x')] } }),
  },
  { method: 'GET', url: `${MISSIONS_URL}/:id`, expect: company(ALL, [404]) },
  {
    method: 'PATCH',
    url: `${MISSIONS_URL}/:id`,
    expect: company(ALL, [404]),
    request: () => ({ headers: { 'if-match': '"stale"' }, payload: { name: 'Renamed' } }),
  },
  { method: 'DELETE', url: `${MISSIONS_URL}/:id`, expect: company(STAFF, [404]) },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/:id/split`,
    expect: company(ALL, [404]),
    request: () => ({ payload: { by_battery: true } }),
  },
  {
    method: 'GET',
    url: `${MISSIONS_URL}/:id/features`,
    expect: company(ALL, [404]),
    request: ({ fill }) => ({
      url: `${fill(`${MISSIONS_URL}/:id/features`)}?file_format=csv&destination=litchi`,
    }),
  },
  { method: 'GET', url: `${SITES_URL}/:id/missions`, expect: company(ALL, [404]) },
  { method: 'GET', url: `${SITES_URL}/:id/generategcps`, expect: company(ALL, [404]) },
  // Issue 6 item 5: the pilot app's flight reports (edit access on the site, checked past the guard).
  {
    method: 'POST',
    url: `${MISSIONS_URL}/:id/flights`,
    expect: company(ALL, [404]),
    request: () => ({
      payload: {
        flight_id: 'access-table-flight-0001',
        state: 'completed',
        started_at: '2026-11-22T08:00:00Z',
        duration_s: 60,
      },
    }),
  },
];

/** Every route of the server. Other issues append their own list. */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  ...FOUNDATION_ROUTES,
  ...WORKSPACE_ROUTES,
  ...SITE_ROUTES,
  ...MISSION_ROUTES,
];
