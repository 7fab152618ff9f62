// Demo content for the India demo workspace (issue 10 §7: "the demo company has no sites"):
// sites of each type at real places around Bengaluru, missions of each kind, flown progress on
// some, two collections and GCPs on one field. It goes through the HTTP API as the demo owner,
// so every rule (limits, planning, progress) applies exactly as for a user. Runs once: a row in
// app_meta claims it first (a second process skips), and is removed again if seeding fails, so
// the next start retries. The accounts come from seed-demo.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from './database.ts';
import { DEMO_PASSWORD } from './seed-demo.ts';

const CONTENT_KEY = 'demo_content_v1';
const OWNER_EMAIL = 'owner@sortie.demo';
const M3E = { drone_id: 'dji-mavic-3-enterprise', camera_id: 'dji-m3e-wide' };

type Ring = [number, number][];
const closed = (ring: Ring): Ring => [...ring, ring[0]!];

/** Real places around Bengaluru (lng, lat), small enough to plan in well under a second. */
const SITES = {
  vineyard: {
    name: 'Devanahalli Vineyard, Block A',
    goal: 3 * 3600,
    geometry: {
      type: 'Polygon',
      coordinates: [
        closed([
          [77.7095, 13.2468],
          [77.7128, 13.2468],
          [77.7128, 13.2491],
          [77.7095, 13.2491],
        ]),
      ],
    },
  },
  ragi: {
    name: 'Hoskote Ragi Fields',
    goal: 2 * 3600,
    geometry: {
      type: 'Polygon',
      coordinates: [
        closed([
          [77.7942, 13.0705],
          [77.7981, 13.0702],
          [77.7986, 13.0731],
          [77.7949, 13.0736],
        ]),
      ],
    },
  },
  highway: {
    name: 'NH 44 Hebbal–Yelahanka corridor',
    goal: 4 * 3600,
    corridor_width_m: 60,
    geometry: {
      type: 'LineString',
      coordinates: [
        [77.5921, 13.0452],
        [77.5935, 13.0551],
        [77.5952, 13.0652],
        [77.5968, 13.0748],
      ],
    },
  },
  tower: {
    name: 'Nandi Hills telecom tower',
    goal: null,
    geometry: { type: 'Point', coordinates: [77.6835, 13.3702] },
  },
} as const;

type Call = <T>(method: 'GET' | 'POST', url: string, body?: object) => Promise<T>;

function caller(app: FastifyInstance, token: string, brand: string): Call {
  return async <T>(method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await app.inject({
      method,
      url: `/api/v4${url}`,
      headers: { authorization: `Bearer ${token}`, 'x-brand': brand },
      ...(body ? { payload: body } : {}),
    });
    if (res.statusCode >= 300) {
      throw new Error(`demo content: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    }
    return res.json<T>();
  };
}

async function claim(db: Db, clock: Clock): Promise<boolean> {
  const row = await db
    .insertInto('app_meta')
    .values({
      key: CONTENT_KEY,
      value: JSON.stringify({ at: clock.now().toISOString() }),
      updated_at: clock.now(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Seeds the India demo workspace's content unless done. True when it seeded now. */
export async function seedDemoContent(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
): Promise<boolean> {
  if (!(await claim(deps.db, deps.clock))) return false;
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: OWNER_EMAIL, password: DEMO_PASSWORD },
    });
    // The demo owner was deleted or changed their password: nothing to seed for.
    if (login.statusCode !== 200) return false;
    const session = login.json<{
      id_token: string;
      user: { companies: { id: string; personal_space: boolean; role: string }[] };
    }>();
    const company = session.user.companies.find((c) => !c.personal_space && c.role === 'owner');
    if (!company) return false;
    await seedWorkspace(caller(app, session.id_token, 'india'), company.id);
    return true;
  } catch (error) {
    await deps.db.deleteFrom('app_meta').where('key', '=', CONTENT_KEY).execute();
    throw error;
  }
}

async function seedWorkspace(call: Call, c: string): Promise<void> {
  const site = (s: (typeof SITES)[keyof typeof SITES]) =>
    call<{ id: string }>('POST', `/company/${c}/sites`, s);
  const vineyard = await site(SITES.vineyard);
  const ragi = await site(SITES.ragi);
  const highway = await site(SITES.highway);
  const tower = await site(SITES.tower);

  const mission = (body: object) => call<{ id: string }>('POST', `/company/${c}/missions`, body);
  const survey = await mission({
    ...M3E,
    name: 'Vineyard orthomosaic',
    kind: 'area_mapping',
    site_id: vineyard.id,
    params: { altitude_m: 80, front_overlap_pct: 75, side_overlap_pct: 70 },
  });
  const ragiSurvey = await mission({
    ...M3E,
    name: 'Crop health survey',
    kind: 'area_mapping',
    site_id: ragi.id,
    params: { altitude_m: 100 },
  });
  const roadMap = await mission({
    ...M3E,
    name: 'Carriageway mapping',
    kind: 'corridor_mapping',
    site_id: highway.id,
    params: { altitude_m: 70 },
  });
  await mission({
    ...M3E,
    name: 'Traffic flow video',
    kind: 'corridor_video',
    site_id: highway.id,
    params: { altitude_m: 50, gimbal_pitch_deg: -30 },
  });
  const [lng, lat] = SITES.tower.geometry.coordinates;
  await mission({
    ...M3E,
    name: 'Antenna orbit',
    kind: 'poi',
    site_id: tower.id,
    params: {
      radius_m: 25,
      layers: [
        { altitude_m: 30, aim_height_m: 28 },
        { altitude_m: 40, aim_height_m: 35 },
      ],
    },
  });
  await mission({
    ...M3E,
    name: 'Access road inspection',
    kind: 'waypoints',
    site_id: tower.id,
    params: {
      altitude_m: 40,
      waypoints: [
        { position: [lng - 0.0012, lat - 0.0008] },
        { position: [lng - 0.0006, lat - 0.0003] },
        { position: [lng, lat] },
        { position: [lng + 0.0005, lat + 0.0004] },
      ],
    },
  });

  // Progress: the vineyard half flown, the highway started, the ragi fields done.
  const flown = (missionId: string, minutes: number, day: string, notes?: string) =>
    call('POST', `/company/${c}/missions/${missionId}/flights`, {
      flight_id: randomUUID(),
      state: 'completed',
      started_at: `${day}T06:30:00+05:30`,
      duration_s: minutes * 60,
      ...(notes ? { notes } : {}),
    });
  await flown(survey.id, 50, '2026-11-10', 'Calm morning, full battery set');
  await flown(survey.id, 40, '2026-11-12');
  await flown(roadMap.id, 45, '2026-11-18', 'Traffic light before 07:00');
  await flown(ragiSurvey.id, 120, '2026-11-05');

  await call('POST', `/company/${c}/sites/${vineyard.id}/gcps`, { spacing_m: 120 });
  await call('POST', `/company/${c}/collections`, {
    name: 'Bengaluru agriculture',
    site_ids: [vineyard.id, ragi.id],
  });
  await call('POST', `/company/${c}/collections`, {
    name: 'Infrastructure inspections',
    site_ids: [highway.id, tower.id],
  });
}
