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
// `request` builds the concrete call (defaults: :companyId is the roster's company; a parameter
// after sites/, collections/, missions/, invites/ or shares/ the roster's real object (roster.ts
// RosterObjects: a site shared with the guest at edit level, its share, a collection holding it,
// a mission on it, a pending invite); any other parameter a random UUID; no body). So statuses
// are those of real objects: the site-access and role checks that follow "does it exist" are
// exercised. A call that consumes its object (a delete) makes one per actor with `make`.
// `fresh: true` runs the entry on a roster of its own (for calls that remove people or the
// workspace); actors act in ACTORS order, so the owner goes last.
//
// Cross-tenant: for every route under /company/:companyId that names objects (path parameters
// other than :companyId, or `crossTenant` set for ids in the body), the outsider also makes the
// call inside their own company workspace with the roster's real ids; it must answer one of
// `crossTenant` (default CROSS_TENANT: 403 or 404), never reach the other tenant's object.
import { randomUUID } from 'node:crypto';
import { GOOD_PASSWORD } from './helpers.ts';
import type { Actor, Roster, RosterMaker, RosterObjects } from './roster.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type RequestSpec = {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
export type AccessContext = {
  roster: Roster;
  actor: Actor;
  fill: (pattern: string) => string;
  /** Makes throwaway objects in the roster's workspace (as its owner). */
  make: RosterMaker;
};
export type RouteAccess = {
  method: Method;
  url: string;
  expect: Record<Actor, readonly number[]>;
  request?: (ctx: AccessContext) => RequestSpec | Promise<RequestSpec>;
  fresh?: boolean;
  /** Statuses allowed for the cross-tenant call (see above); setting it also forces the call. */
  crossTenant?: readonly number[];
};

export const OK = [200, 201, 204] as const;
/** What the outsider may get when naming another tenant's objects from their own workspace. */
export const CROSS_TENANT: readonly number[] = [403, 404];

/** The roster's real objects (route-access.test.ts seeds them). */
export function objectsOf(roster: Roster): RosterObjects {
  if (!roster.objects) throw new Error('this roster was seeded without objects');
  return roster.objects;
}
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
  // No BASEMAP_PMTILES in this app: every file name is a 404, for everyone alike.
  {
    method: 'GET',
    url: '/api/v4/basemap/:file',
    expect: publicRoute([404]),
    request: () => ({ url: '/api/v4/basemap/region.pmtiles' }),
  },
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
    url: '/api/v4/users/verify_email/send',
    // Anyone signed in may ask for a new link to their own address; nobody else's.
    expect: signedIn([202]),
  },
  {
    method: 'POST',
    url: '/api/v4/users/verify_email',
    // The token is the only credential: an unknown one is refused for everyone alike.
    expect: publicRoute([400]),
    request: () => ({ payload: { token: 'not-a-real-token' } }),
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
    // Only while the caller has at most one workspace: roster members and the outsider already
    // have a company.
    expect: {
      ...signedIn([201]),
      outsider: [409],
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
    // A new member for each actor; only managers remove them.
    expect: company(MANAGERS, [204]),
    request: async ({ roster, make }) => ({
      url: `/api/v4/company/${roster.companyId}/members/${await make.person('member')}`,
    }),
  },
  {
    method: 'DELETE',
    url: '/api/v4/company/:companyId/guests/:userId',
    expect: company(MANAGERS, [204]),
    request: async ({ roster, make }) => ({
      url: `/api/v4/company/${roster.companyId}/guests/${await make.person('guest')}`,
    }),
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
    expect: company(MANAGERS, [204]),
    request: async ({ roster, make }) => ({
      url: `/api/v4/company/${roster.companyId}/invites/${await make.invite()}`,
    }),
  },
  { method: 'GET', url: '/api/v4/users/invites', expect: signedIn([200]) },
  // The roster's pending invite is to someone else: nobody here may answer it.
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

/**
 * Issue 4: sites, shares, collections, sample sites, on the roster's real site: the owner made it
 * (full access), an admin has full access, the member the default view level, the guest a share
 * at edit level. So view-level members are refused edits (insufficient_site_access) and guests
 * act on what is shared with them.
 */
/** Editors of the roster's site: everyone but the view-level member. */
const siteEditors = (statuses: readonly number[]) => ({
  ...company(ALL, statuses),
  member: [403],
});
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
  { method: 'GET', url: `${SITES_URL}/:id`, expect: company(ALL, [200]) },
  {
    method: 'PATCH',
    url: `${SITES_URL}/:id`,
    // 412: the If-Match is stale on purpose, so the roster's site stays as it is.
    expect: siteEditors([412]),
    request: () => ({ headers: { 'if-match': '"stale"' }, payload: { name: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    url: `${SITES_URL}/:id`,
    // A new site of the owner's for each actor: full access deletes; the member has view.
    expect: { ...company(MANAGERS, [204]), member: [403] },
    request: async ({ roster, make }) => ({
      url: `/api/v4/company/${roster.companyId}/sites/${await make.site()}`,
    }),
  },
  {
    method: 'GET',
    url: `${SITES_URL}/:id/thumbnail.svg`,
    expect: company(ALL, [200, 304]),
  },
  {
    method: 'GET',
    url: `${SITES_URL}/:id/features`,
    expect: company(ALL, [200]),
    request: ({ fill }) => ({
      url: `${fill(`${SITES_URL}/:id/features`)}?map_feature=Site&output_format=KML`,
    }),
  },
  { method: 'GET', url: `${SITES_URL}/:id/shares`, expect: company(ALL, [200]) },
  {
    method: 'POST',
    url: `${SITES_URL}/:id/shares`,
    expect: siteEditors([201]),
    request: ({ actor }) => ({
      payload: { email: `shared-by-${actor}@access.test`, access_level: 'view' },
    }),
  },
  {
    method: 'PATCH',
    url: `${SITES_URL}/:id/shares/:shareId`,
    // The guest's own share, set to the level it has (edit), so nothing changes.
    expect: siteEditors([200]),
    request: () => ({ payload: { access_level: 'edit' } }),
  },
  {
    method: 'DELETE',
    url: `${SITES_URL}/:id/shares/:shareId`,
    expect: siteEditors([204]),
    request: async ({ roster, make }) => {
      const { siteId } = objectsOf(roster);
      const shareId = await make.share(siteId);
      return { url: `/api/v4/company/${roster.companyId}/sites/${siteId}/shares/${shareId}` };
    },
  },
  { method: 'GET', url: COLLECTIONS_URL, expect: company(STAFF, [200]) },
  {
    method: 'POST',
    url: COLLECTIONS_URL,
    expect: company(STAFF, [201]),
    request: ({ actor }) => ({ payload: { name: `Album by ${actor}` } }),
  },
  { method: 'GET', url: `${COLLECTIONS_URL}/:id`, expect: company(STAFF, [200]) },
  {
    method: 'PATCH',
    url: `${COLLECTIONS_URL}/:id`,
    expect: company(STAFF, [412]),
    request: () => ({ headers: { 'if-match': '"stale"' }, payload: { name: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    url: `${COLLECTIONS_URL}/:id`,
    expect: company(STAFF, [204]),
    request: async ({ roster, make }) => ({
      url: `/api/v4/company/${roster.companyId}/collections/${await make.collection()}`,
    }),
  },
  { method: 'GET', url: `${COLLECTIONS_URL}/:id/sites`, expect: company(STAFF, [200]) },
  {
    method: 'POST',
    url: `${COLLECTIONS_URL}/:id/sites`,
    // The roster's site, already in the roster's collection: adding it again changes nothing.
    expect: company(STAFF, [200]),
    request: ({ roster }) => ({ payload: { site_ids: [objectsOf(roster).siteId] } }),
  },
  {
    method: 'DELETE',
    url: `${COLLECTIONS_URL}/:id/sites`,
    expect: company(STAFF, [200]),
    request: async ({ roster, make }) => {
      const { siteId } = objectsOf(roster);
      const id = await make.collection([siteId]);
      return {
        url: `/api/v4/company/${roster.companyId}/collections/${id}/sites`,
        payload: { site_ids: [siteId] },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/v4/register/sample_sites/:companyId',
    expect: company(STAFF, [200, 201]),
  },
  // Issue 6 item 4: elevation models, heat map, coverage check (view reads, edit changes). The
  // roster's site has no model: editors get past access to "send a file" (415) or "no model" (404).
  { method: 'GET', url: `${SITES_URL}/:id/elevation_model`, expect: company(ALL, [200]) },
  { method: 'POST', url: `${SITES_URL}/:id/elevation_model`, expect: siteEditors([415]) },
  { method: 'DELETE', url: `${SITES_URL}/:id/elevation_model`, expect: siteEditors([404]) },
  { method: 'GET', url: `${SITES_URL}/:id/heatmapelevations`, expect: company(ALL, [200]) },
  {
    method: 'POST',
    url: `${SITES_URL}/verifyelevationgrid`,
    expect: company(ALL, [200]),
    request: ({ roster }) => ({ payload: { site_id: objectsOf(roster).siteId } }),
    crossTenant: CROSS_TENANT,
  },
];

/**
 * Issue 6: missions and the asset catalogue, on the roster's real mission and site: planning
 * follows site access, so the view-level member may look but not change (siteEditors).
 */
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
  // Issue 17: the airspace advisory is public; a site's airspace follows the site; zone files are staff.
  {
    method: 'GET',
    url: '/api/v4/airspace/advisory',
    expect: publicRoute([200]),
    request: () => ({ url: '/api/v4/airspace/advisory?lng=77.6&lat=13.4' }),
  },
  {
    method: 'GET',
    url: '/api/v4/airspace/forecast',
    expect: publicRoute([200]),
    request: () => ({ url: '/api/v4/airspace/forecast?lng=77.6&lat=13.4' }),
  },
  {
    method: 'GET',
    url: '/api/v4/airspace/zones',
    expect: publicRoute([200]),
    request: () => ({ url: '/api/v4/airspace/zones?bbox=77,13,78,14' }),
  },
  {
    method: 'GET',
    url: '/api/v4/airspace/aerodrome-zones',
    expect: publicRoute([200]),
    request: () => ({ url: '/api/v4/airspace/aerodrome-zones?bbox=77,13,78,14' }),
  },
  {
    method: 'GET',
    url: '/api/v4/company/:companyId/sites/:id/airspace',
    expect: company(ALL, [200]),
  },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/sites/:id/airspace/path',
    expect: company(ALL, [200]),
    request: () => ({ payload: { path: [[77.6, 13.4]], height_m: 60 } }),
  },
  {
    method: 'GET',
    url: `${MISSIONS_URL}/:id/airspace`,
    expect: company(ALL, [200]),
  },
  { method: 'GET', url: '/api/v4/airspace/zone-files', expect: staff([200]) },
  {
    method: 'POST',
    url: '/api/v4/airspace/zone-files',
    // An empty collection is refused after the right is checked.
    expect: staff([422]),
    request: () => ({
      payload: {
        name: 'access-table',
        format: 'geojson',
        source: 'test',
        content: '{"type":"FeatureCollection","features":[]}',
      },
    }),
  },
  { method: 'DELETE', url: '/api/v4/airspace/zone-files/:fileId', expect: staff([404]) },
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
    expect: company(ALL, [200]),
    request: ({ roster }) => ({ payload: { mission_id: objectsOf(roster).missionId } }),
    crossTenant: CROSS_TENANT,
  },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/elevations`,
    expect: company(ALL, [200]),
    request: ({ roster }) => ({ payload: { mission_id: objectsOf(roster).missionId } }),
    crossTenant: CROSS_TENANT,
  },
  {
    method: 'POST',
    url: MISSIONS_URL,
    expect: siteEditors([201]),
    request: ({ roster }) => ({
      payload: { ...AREA_PREVIEW, geometry: undefined, site_id: objectsOf(roster).siteId },
    }),
    crossTenant: CROSS_TENANT,
  },
  {
    method: 'DELETE',
    url: `${MISSIONS_URL}/bulk`,
    expect: { ...company(MANAGERS, [200, 204]), member: [403] },
    request: async ({ roster, make }) => ({
      payload: { mission_ids: [await make.mission(objectsOf(roster).siteId)] },
    }),
    crossTenant: CROSS_TENANT,
  },
  { method: 'GET', url: `${MISSIONS_URL}/:id`, expect: company(ALL, [200]) },
  {
    method: 'PATCH',
    url: `${MISSIONS_URL}/:id`,
    expect: siteEditors([412]),
    request: () => ({ headers: { 'if-match': '"stale"' }, payload: { name: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    url: `${MISSIONS_URL}/:id`,
    expect: { ...company(MANAGERS, [204]), member: [403] },
    request: async ({ roster, make }) => ({
      url: `/api/v4/company/${roster.companyId}/missions/${await make.mission(objectsOf(roster).siteId)}`,
    }),
  },
  {
    method: 'POST',
    url: `${MISSIONS_URL}/:id/split`,
    expect: siteEditors([200, 201, 422]),
    request: async ({ roster, make }) => ({
      url: `/api/v4/company/${roster.companyId}/missions/${await make.mission(objectsOf(roster).siteId)}/split`,
      payload: { by_battery: true },
    }),
  },
  {
    method: 'GET',
    url: `${MISSIONS_URL}/:id/features`,
    expect: company(ALL, [200]),
    request: ({ fill }) => ({
      url: `${fill(`${MISSIONS_URL}/:id/features`)}?file_format=csv&destination=litchi`,
    }),
  },
  { method: 'GET', url: `${SITES_URL}/:id/missions`, expect: company(ALL, [200]) },
  { method: 'GET', url: `${SITES_URL}/:id/generategcps`, expect: company(ALL, [200]) },
  // Stored GCP layouts (issue 6 gap: exports use the layout as generated).
  { method: 'GET', url: `${SITES_URL}/:id/gcps`, expect: company(ALL, [200]) },
  {
    method: 'POST',
    url: `${SITES_URL}/:id/gcps`,
    expect: siteEditors([201]),
    request: () => ({ payload: { spacing_m: 150 } }),
  },
  { method: 'DELETE', url: `${SITES_URL}/:id/gcps`, expect: siteEditors([204]) },
  // Issue 6 item 5: the pilot app's flight reports (edit access on the site, checked past the guard).
  {
    method: 'POST',
    url: `${MISSIONS_URL}/:id/flights`,
    expect: siteEditors([200, 201]),
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

/**
 * Realtime (docs/decisions/080): the WebSocket signs in inside the socket, so a plain GET gets
 * 426 from everyone; who may listen to which channel is tested in realtime/realtime.test.ts.
 */
// Fleet and logbook (issue 15): platform-core §6 Drones, one Drone, Batteries and the CSV export.
const FLEET_URL = '/api/v4/company/:companyId';
let fleetSerial = 0;
const serialPayload = () => ({ serial: `ACCESS-${Date.now().toString(36)}-${++fleetSerial}` });
const FLEET_ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/v4/assets/battery', expect: publicRoute([200]) },
  { method: 'GET', url: `${FLEET_URL}/drones`, expect: company(STAFF, [200]) },
  {
    method: 'POST',
    url: `${FLEET_URL}/drones`,
    expect: company(MANAGERS, [201]),
    request: () => ({ payload: { model_id: 'dji-mavic-3-enterprise', ...serialPayload() } }),
  },
  { method: 'GET', url: `${FLEET_URL}/drones/csv`, expect: company(MANAGERS, [200]) },
  {
    method: 'POST',
    url: `${FLEET_URL}/drones/import`,
    expect: company(MANAGERS, [200]),
    request: () => ({ payload: { csv: 'serial,model_id\n' } }),
  },
  { method: 'GET', url: `${FLEET_URL}/drones/:id`, expect: company(STAFF, [404]) },
  {
    method: 'PATCH',
    url: `${FLEET_URL}/drones/:id`,
    expect: company(MANAGERS, [404]),
    request: () => ({ payload: { nickname: 'x' } }),
  },
  { method: 'DELETE', url: `${FLEET_URL}/drones/:id`, expect: company(MANAGERS, [404]) },
  { method: 'GET', url: `${FLEET_URL}/batteries`, expect: company(STAFF, [200]) },
  {
    method: 'POST',
    url: `${FLEET_URL}/batteries`,
    expect: company(MANAGERS, [201]),
    request: () => ({ payload: { model: 'dji-tb30', ...serialPayload() } }),
  },
  { method: 'GET', url: `${FLEET_URL}/batteries/csv`, expect: company(MANAGERS, [200]) },
  {
    method: 'POST',
    url: `${FLEET_URL}/batteries/import`,
    expect: company(MANAGERS, [200]),
    request: () => ({ payload: { csv: 'serial,model\n' } }),
  },
  {
    method: 'PATCH',
    url: `${FLEET_URL}/batteries/:id`,
    expect: company(MANAGERS, [404]),
    request: () => ({ payload: { cycles: 1 } }),
  },
  { method: 'DELETE', url: `${FLEET_URL}/batteries/:id`, expect: company(MANAGERS, [404]) },
  { method: 'GET', url: `${FLEET_URL}/logbook`, expect: company(STAFF, [200]) },
  {
    method: 'POST',
    url: `${FLEET_URL}/logbook`,
    expect: company(STAFF, [201]),
    request: () => ({ payload: { takeoff_at: '2026-01-01T08:00:00Z', duration_s: 60 } }),
  },
  { method: 'GET', url: `${FLEET_URL}/logbook/totals`, expect: company(STAFF, [200]) },
  { method: 'GET', url: `${FLEET_URL}/logbook/csv`, expect: company(MANAGERS, [200]) },
  {
    method: 'POST',
    url: `${FLEET_URL}/logbook/import`,
    expect: company(MANAGERS, [200]),
    request: () => ({ payload: { csv: 'takeoff_at,duration_s\n' } }),
  },
  { method: 'DELETE', url: `${FLEET_URL}/logbook/:id`, expect: company(STAFF, [404]) },
  // Documents, licences, notices and the PDF (decision 351): another pilot's licence is a
  // manager's (a member's own is tested in fleet/licences.test.ts).
  { method: 'GET', url: `${FLEET_URL}/logbook/pdf`, expect: company(MANAGERS, [200]) },
  { method: 'GET', url: `${FLEET_URL}/fleet/notices`, expect: company(STAFF, [200]) },
  {
    method: 'PUT',
    url: `${FLEET_URL}/drones/:id/insurance-document`,
    expect: company(MANAGERS, [404]),
  },
  {
    method: 'GET',
    url: `${FLEET_URL}/drones/:id/insurance-document`,
    expect: company(STAFF, [404]),
  },
  {
    method: 'DELETE',
    url: `${FLEET_URL}/drones/:id/insurance-document`,
    expect: company(MANAGERS, [404]),
  },
  { method: 'GET', url: `${FLEET_URL}/licences`, expect: company(STAFF, [200]) },
  { method: 'GET', url: `${FLEET_URL}/licences/:userId`, expect: company(MANAGERS, [404]) },
  {
    method: 'PUT',
    url: `${FLEET_URL}/licences/:userId`,
    expect: company(MANAGERS, [404]),
    request: () => ({ payload: { number: 'RPC-1' } }),
  },
  { method: 'DELETE', url: `${FLEET_URL}/licences/:userId`, expect: company(MANAGERS, [404]) },
  {
    method: 'PUT',
    url: `${FLEET_URL}/licences/:userId/document`,
    expect: company(MANAGERS, [404]),
  },
  {
    method: 'GET',
    url: `${FLEET_URL}/licences/:userId/document`,
    expect: company(MANAGERS, [404]),
  },
  {
    method: 'POST',
    url: `${FLEET_URL}/invites/import`,
    expect: company(MANAGERS, [200]),
    request: () => ({ payload: { csv: 'email,role\n' } }),
  },
];

const REALTIME_ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/v1/realtime', expect: publicRoute([426]) },
];

/**
 * Issue 16: industry news (public reads, staff CMS) and tips (signed-in reads and votes, staff
 * CMS). Unknown ids answer 404 to those allowed to ask; drafts are covered in news and tips tests.
 */
const NEWS_BODY = {
  title: 'Route access news',
  url: 'https://news.example.com/route-access',
  source: 'Example',
  publish_date: '2026-11-20T09:00:00Z',
};
const CONTENT_ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/v4/news', expect: publicRoute([200]) },
  { method: 'GET', url: '/api/v4/news/:id', expect: publicRoute([404]) },
  { method: 'PATCH', url: '/api/v4/news/views/:id', expect: publicRoute([404]) },
  {
    method: 'POST',
    url: '/api/v4/news/publish',
    request: () => ({ payload: NEWS_BODY }),
    expect: staff([201]),
  },
  {
    method: 'PATCH',
    url: '/api/v4/news/:id',
    request: ({ fill }) => ({ url: fill('/api/v4/news/:id'), payload: {} }),
    expect: staff([404]),
  },
  { method: 'DELETE', url: '/api/v4/news/:id', expect: staff([404]) },
  { method: 'POST', url: '/api/v4/content/thumbnail', expect: staff([415]) },
  { method: 'GET', url: '/api/v4/files/content/:name', expect: publicRoute([404]) },
  { method: 'GET', url: '/api/v4/tips', expect: signedIn([200]) },
  { method: 'GET', url: '/api/v4/tips/tip_of_the_day', expect: signedIn([200]) },
  { method: 'PATCH', url: '/api/v4/tips/:id/upvote', expect: signedIn([404]) },
  { method: 'PATCH', url: '/api/v4/tips/:id/downvote', expect: signedIn([404]) },
  {
    method: 'POST',
    url: '/api/v4/tips/publish',
    request: () => ({ payload: { title: 'Route access tip', description: '<p>Tip</p>' } }),
    expect: staff([201]),
  },
  {
    method: 'PATCH',
    url: '/api/v4/tips/:id',
    request: ({ fill }) => ({ url: fill('/api/v4/tips/:id'), payload: {} }),
    expect: staff([404]),
  },
  { method: 'DELETE', url: '/api/v4/tips/:id', expect: staff([404]) },
];

/**
 * Docks (issue 11, docs/decisions/300): binding codes are a Settings right (managers); the dock
 * list and states Docks GET (staff, not guests); edits and unbinding Docks PATCH / DELETE
 * (managers). The roster has no bound dock, so a dock id answers 404 past the guard; binding
 * itself is tested with the simulator in modules/docks/docks.test.ts.
 */
const DOCKS_URL = '/api/v4/company/:companyId/docks';
const DOCK_ROUTES: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/generate_bind_code',
    expect: company(MANAGERS, [201]),
  },
  { method: 'GET', url: DOCKS_URL, expect: company(STAFF, [200]) },
  {
    method: 'GET',
    url: `${DOCKS_URL}/states`,
    expect: company(STAFF, [200]),
    request: ({ fill }) => ({
      url: `${fill(`${DOCKS_URL}/states`)}?device_sn_list=${encodeURIComponent('["NOSUCHDOCK"]')}`,
    }),
  },
  { method: 'GET', url: `${DOCKS_URL}/:id`, expect: company(STAFF, [404]) },
  {
    method: 'PATCH',
    url: `${DOCKS_URL}/:id`,
    expect: company(MANAGERS, [404]),
    request: () => ({ payload: { call_sign: 'Access table' } }),
  },
  { method: 'DELETE', url: `${DOCKS_URL}/:id`, expect: company(MANAGERS, [404]) },
  // The cockpit (docs/decisions/310): areas are read by staff and edited by managers; flying
  // (authority, livestreams, actions) is Docks POST (staff); the dock's file link is signed.
  { method: 'GET', url: `${DOCKS_URL}/:id/geozones`, expect: company(STAFF, [404]) },
  {
    method: 'POST',
    url: `${DOCKS_URL}/:id/geozones`,
    expect: company(MANAGERS, [404]),
    request: () => ({
      payload: { name: 'A', kind: 'nfz', shape: { type: 'circle', center: [0, 0], radius: 50 } },
    }),
  },
  {
    method: 'PATCH',
    url: `${DOCKS_URL}/:id/geozones/:zoneId`,
    expect: company(MANAGERS, [404]),
    request: () => ({ payload: { enabled: false } }),
  },
  { method: 'DELETE', url: `${DOCKS_URL}/:id/geozones/:zoneId`, expect: company(MANAGERS, [404]) },
  {
    method: 'GET',
    url: '/api/v4/dock-files/flight-areas/:companyId/:name',
    expect: publicRoute([404]),
    request: ({ fill }) => ({
      url: `${fill('/api/v4/dock-files/flight-areas/:companyId')}/geofence_${'0'.repeat(32)}.json?exp=1&sig=x`,
    }),
  },
  { method: 'GET', url: `${DOCKS_URL}/:id/authority`, expect: company(STAFF, [404]) },
  {
    method: 'POST',
    url: `${DOCKS_URL}/:id/authority_request`,
    expect: company(STAFF, [404]),
    request: () => ({ payload: {} }),
  },
  {
    method: 'POST',
    url: `${DOCKS_URL}/:id/authority_request/action`,
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({
      url: `${fill(`${DOCKS_URL}/:id/authority_request/action`)}?authority_holder_id=${randomUUID()}`,
      payload: { user_id: randomUUID(), accepted: true },
    }),
  },
  { method: 'DELETE', url: `${DOCKS_URL}/:id/authority`, expect: company(STAFF, [404]) },
  {
    method: 'POST',
    url: `${DOCKS_URL}/:id/livestreams/start`,
    expect: company(STAFF, [404]),
    request: () => ({ payload: {} }),
  },
  {
    method: 'GET',
    url: `${DOCKS_URL}/:id/livestreams/token`,
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({
      url: `${fill(`${DOCKS_URL}/:id/livestreams/token`)}?video_id=${encodeURIComponent('SN/165-0-7/normal-0')}`,
    }),
  },
  {
    method: 'POST',
    url: `${DOCKS_URL}/:id/livestreams/stop`,
    expect: company(STAFF, [404]),
    request: () => ({ payload: { video_id: 'SN/165-0-7/normal-0' } }),
  },
  {
    method: 'POST',
    url: `${DOCKS_URL}/:id/actions/:action`,
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({
      url: fill(`${DOCKS_URL}/:id/actions`) + '/return_home',
      payload: {},
    }),
  },
];

/**
 * Dock flight tasks (issue 11 §7-8, docs/decisions/301): sending and the actions are Docks POST
 * (staff), reading Docks GET. The roster has no dock or task, so they answer 404 past the guard
 * (flown end to end with the simulator in modules/docks/tasks/dock-tasks.test.ts). The KMZ link
 * is public: its signature is the key, and a bad one is 404.
 */
const DOCK_TASK_ROUTES: RouteAccess[] = [
  ...(['tasks/check', 'tasks'] as const).map((path): RouteAccess => ({
    method: 'POST',
    url: `${DOCKS_URL}/:id/${path}`,
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({
      url: fill(`${DOCKS_URL}/:id/${path}`),
      payload: { mission_id: '00000000-0000-4000-8000-000000000301' },
    }),
  })),
  { method: 'GET', url: `${DOCKS_URL}/:id/tasks`, expect: company(STAFF, [404]) },
  { method: 'GET', url: '/api/v4/company/:companyId/dock-tasks', expect: company(STAFF, [200]) },
  {
    method: 'GET',
    url: '/api/v4/company/:companyId/dock-tasks/:taskId',
    expect: company(STAFF, [404]),
  },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/dock-tasks/:taskId/return_home',
    expect: company(STAFF, [404]),
  },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/dock-tasks/:taskId/cancel',
    expect: company(STAFF, [404]),
  },
  {
    method: 'POST',
    url: '/api/v4/company/:companyId/dock-tasks/:taskId/resume',
    expect: company(STAFF, [404]),
    request: ({ fill }) => ({
      url: fill('/api/v4/company/:companyId/dock-tasks/:taskId/resume'),
      payload: {},
    }),
  },
  {
    method: 'GET',
    url: '/api/v4/dock-files/:file',
    expect: publicRoute([404]),
    request: () => ({
      url: '/api/v4/dock-files/00000000-0000-4000-8000-000000000301.kmz?expires=1&sig=bad',
    }),
  },
];

/**
 * Live streams (issue 12). The roster has no stream, so routes naming one answer 404 to the
 * roles that may call them (the lifecycle with real streams is in modules/streams/*.test.ts).
 */
const STREAMS_URL = '/api/v4/company/:companyId/streams';
const STREAM_ROUTES: RouteAccess[] = [
  {
    method: 'POST',
    url: STREAMS_URL,
    expect: company(STAFF, [201]),
    request: () => ({ payload: { title: 'Access table stream' } }),
  },
  { method: 'GET', url: STREAMS_URL, expect: company(STAFF, [200]) },
  {
    method: 'POST',
    url: `${STREAMS_URL}/generatetoken`,
    expect: company(STAFF, [404]),
    request: () => ({ payload: { stream_id: '00000000-0000-4000-8000-000000000012' } }),
  },
  { method: 'GET', url: `${STREAMS_URL}/:id`, expect: company(STAFF, [404]) },
  { method: 'GET', url: `${STREAMS_URL}/:id/join`, expect: company(STAFF, [404]) },
  {
    method: 'PATCH',
    url: `${STREAMS_URL}/:id`,
    expect: company(STAFF, [404]),
    request: () => ({ payload: { title: 'Renamed' }, headers: { 'if-match': '"x"' } }),
  },
  { method: 'GET', url: '/api/v4/streams/:id/public', expect: publicRoute([404]) },
  { method: 'GET', url: '/api/v4/streams/:id/public/join', expect: publicRoute([404]) },
  // The viewer token of join is the check; without one the request is malformed.
  { method: 'GET', url: '/api/v4/streams/:id/live.flv', expect: publicRoute([400]) },
];

/**
 * Issue 14: Data Check run summaries and free runs, public (platform-core §7 "no token"). A run
 * id that is not the caller's answers 404, to everyone.
 */
const DATA_CHECK_VISITOR = '5b0f3f38-7a4c-4c8e-9a55-0c2f1d6a0e14';
const DATA_CHECK_ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/v4/data_verification', expect: publicRoute([200]) },
  {
    method: 'POST',
    url: '/api/v4/data_verification',
    request: () => ({
      payload: {
        visitor_id: DATA_CHECK_VISITOR,
        image_count: 1,
        settings: {
          altitude_m: 80,
          gsd_cm: null,
          front_overlap_pct: 75,
          side_overlap_pct: 65,
          camera_id: null,
          site_id: null,
          mapping: true,
        },
      },
    }),
    expect: publicRoute([201]),
  },
  {
    method: 'PATCH',
    url: '/api/v4/data_verification/trial',
    request: () => ({ payload: { visitor_id: DATA_CHECK_VISITOR } }),
    expect: publicRoute([200]),
  },
  {
    method: 'PATCH',
    url: '/api/v4/data_verification/result',
    request: () => ({
      payload: {
        id: '00000000-0000-4000-8000-000000000000',
        visitor_id: DATA_CHECK_VISITOR,
        summary: {
          verdict: 'pass',
          reasons: [],
          counts: {},
          image_count: 1,
          with_gps: 1,
          flagged_count: 0,
          front_overlap_pct: null,
          side_overlap_pct: null,
          coverage_pct: null,
          gsd_cm: null,
          missing_strips: 0,
          cameras: [],
          duration_ms: 1,
        },
      },
    }),
    expect: publicRoute([404]),
  },
];

/** Audit log (issue 18 §7, decision 415): managers read their workspace's, staff everyone's. */
const AUDIT_ROUTES: RouteAccess[] = [
  { method: 'GET', url: '/api/v4/company/:companyId/audit-log', expect: company(MANAGERS, [200]) },
  {
    method: 'GET',
    url: '/api/v4/company/:companyId/audit-log/csv',
    expect: company(MANAGERS, [200]),
  },
  { method: 'GET', url: '/api/v4/audit-log', expect: staff([200]) },
  { method: 'GET', url: '/api/v4/audit-log/csv', expect: staff([200]) },
];

/**
 * Stream recordings, the external media server's callbacks and the zoom webhook (decisions 321,
 * 322). The callbacks and the webhook are off (404) without their secrets, as in this test.
 */
const STREAM_RECORDING_ROUTES: RouteAccess[] = [
  { method: 'GET', url: `${STREAMS_URL}/settings`, expect: company(STAFF, [200]) },
  {
    method: 'PATCH',
    url: `${STREAMS_URL}/settings`,
    expect: company(MANAGERS, [200]),
    request: () => ({ payload: { cloud_recording: false } }),
  },
  { method: 'GET', url: `${STREAMS_URL}/:id/recording`, expect: company(STAFF, [404]) },
  { method: 'DELETE', url: `${STREAMS_URL}/:id/recording`, expect: company(MANAGERS, [404]) },
  { method: 'GET', url: '/api/v4/streams/:id/recording.mp4', expect: publicRoute([400]) },
  { method: 'POST', url: `${STREAMS_URL}/:id/testpattern`, expect: company(STAFF, [404]) },
  { method: 'POST', url: '/api/v4/webhook/zoom', expect: publicRoute([404]) },
  {
    method: 'POST',
    url: '/api/internal/media/:event',
    expect: publicRoute([404]),
    request: () => ({ url: '/api/internal/media/publish', payload: {} }),
  },
];

/** Every route of the server. Other issues append their own list. */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  ...FOUNDATION_ROUTES,
  ...WORKSPACE_ROUTES,
  ...SITE_ROUTES,
  ...MISSION_ROUTES,
  ...REALTIME_ROUTES,
  ...CONTENT_ROUTES,
  ...FLEET_ROUTES,
  ...DOCK_ROUTES,
  ...DOCK_TASK_ROUTES,
  ...STREAM_ROUTES,
  ...DATA_CHECK_ROUTES,
  ...AUDIT_ROUTES,
  ...STREAM_RECORDING_ROUTES,
];
