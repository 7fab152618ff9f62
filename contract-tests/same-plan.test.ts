// The worker path and the server path plan a request identically (issue 19): the planner's
// preview (planPreview, in the web worker) and the save (the server's body schema, then its
// engine step, then JSON as stored and answered) over a table of requests, refusals included.
// Both go through flightplan's planRequest; this pins that nothing on either side drifts again.
// It lives in contract-tests/, the one place allowed to import both apps (eslint.config.js).
import { AppError } from '@sortie/domain';
import { ZCreateMissionRequest, type TSite } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { planFlat } from '../apps/server/src/modules/missions/engine.ts';
import { siteGeometry } from '../apps/server/src/modules/missions/view.ts';
import { buildAreaSite } from '../apps/web/src/features/missions/testing/mission-factory.ts';
import type { PlanRequestBody } from '../apps/web/src/features/missions/utils/planner-draft.ts';
import {
  planPreview,
  type PreviewSite,
} from '../apps/web/src/features/missions/worker/plan-preview.ts';

const area = buildAreaSite();
const point = buildAreaSite({
  id: 's2',
  site_type: 'point',
  geometry: { type: 'Point', coordinates: [77.592, 12.972] },
});
const corridor = buildAreaSite({
  id: 's3',
  site_type: 'corridor',
  geometry: {
    type: 'LineString',
    coordinates: [
      [77.59, 12.97],
      [77.596, 12.973],
      [77.6, 12.972],
    ],
  },
  corridor_width_m: null,
});

const CAMERA = 'dji-m3e-wide';
const HAND_CAMERA = {
  sensor_width_mm: 13.2,
  sensor_height_mm: 8.8,
  focal_length_mm: 8.8,
  image_width_px: 5472,
  image_height_px: 3648,
};

const CASES: { name: string; site: TSite; request: PlanRequestBody }[] = [
  {
    name: 'area mapping from the catalogue',
    site: area,
    request: { kind: 'area_mapping', camera_id: CAMERA, params: { altitude_m: 80 } },
  },
  {
    name: 'area mapping with a camera entered by hand',
    site: area,
    request: { kind: 'area_mapping', camera: HAND_CAMERA, params: { altitude_m: 60 } },
  },
  {
    name: 'area mapping with a drone, angle and crosshatch',
    site: area,
    request: {
      kind: 'area_mapping',
      drone_id: 'dji-mavic-3-enterprise',
      camera_id: CAMERA,
      params: { gsd_cm: 2, angle_deg: 30, crosshatch: true, terrain_following: false },
    },
  },
  {
    name: 'the default square around a point',
    site: point,
    request: { kind: 'area_mapping', camera_id: CAMERA, params: { altitude_m: 80 } },
  },
  {
    name: 'a 25-acre square around a point',
    site: point,
    request: {
      kind: 'area_mapping',
      camera_id: CAMERA,
      params: { altitude_m: 80, area_acres: 25 },
    },
  },
  {
    name: 'corridor mapping at the default width',
    site: corridor,
    request: { kind: 'corridor_mapping', camera_id: CAMERA, params: { altitude_m: 70 } },
  },
  {
    name: 'corridor video',
    site: corridor,
    request: { kind: 'corridor_video', params: { altitude_m: 50, gimbal_pitch_deg: -45 } },
  },
  {
    name: 'waypoints',
    site: area,
    request: {
      kind: 'waypoints',
      params: {
        altitude_m: 40,
        waypoints: [
          { position: [77.59, 12.97], actions: [{ type: 'take_photo' }] },
          { position: [77.592, 12.971], altitude_m: 55 },
        ],
      },
    },
  },
  {
    name: 'orbits around the site centre',
    site: point,
    request: {
      kind: 'poi',
      camera_id: CAMERA,
      params: { radius_m: 30, layers: [{ altitude_m: 30, aim_height_m: 5 }] },
    },
  },
  {
    name: 'a wind turbine',
    site: point,
    request: { kind: 'wind_turbine', params: { hub_height_m: 80, rotor_diameter_m: 90 } },
  },
  {
    name: 'a cell tower',
    site: point,
    request: { kind: 'cell_tower', params: { tower_height_m: 40 } },
  },
  {
    name: 'refused: area mapping over a line',
    site: corridor,
    request: { kind: 'area_mapping', camera_id: CAMERA, params: { altitude_m: 80 } },
  },
  {
    name: 'refused: corridor mapping over an area',
    site: area,
    request: { kind: 'corridor_mapping', camera_id: CAMERA, params: { altitude_m: 80 } },
  },
  {
    name: 'refused: area_acres on an area site',
    site: area,
    request: { kind: 'area_mapping', camera_id: CAMERA, params: { area_acres: 20 } },
  },
  {
    name: 'refused: no camera for mapping',
    site: area,
    request: { kind: 'area_mapping', params: { altitude_m: 80 } },
  },
  {
    name: 'refused: an unknown drone',
    site: area,
    request: { kind: 'cell_tower', drone_id: 'nope', params: { tower_height_m: 40 } },
  },
  {
    name: "refused: the engine's range",
    site: area,
    request: { kind: 'area_mapping', camera_id: CAMERA, params: { altitude_m: 900 } },
  },
];

type Outcome =
  { ok: true; mission: unknown; photos: number } | { ok: false; type: string; field: unknown };

/** As the server saves: the body schema, its engine step, then JSON (stored and answered). */
function serverPath(site: TSite, request: PlanRequestBody): Outcome {
  const body = ZCreateMissionRequest.parse({ ...request, site_id: site.id });
  try {
    const planned = JSON.parse(JSON.stringify(planFlat(body, siteGeometry(site))));
    return { ok: true, mission: { ...planned, photos: [] }, photos: planned.photos.length };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, type: error.type, field: error.details?.field };
  }
}

/** As the planner previews: the site as use-mission-planner hands it to the worker. */
function workerPath(site: TSite, request: PlanRequestBody): Outcome {
  const previewSite: PreviewSite = {
    geometry: site.geometry,
    location: site.location,
    corridor_width_m: site.corridor_width_m,
    name: site.name,
  };
  const answer = planPreview({ id: 1, request, site: previewSite });
  if (!answer.ok) return { ok: false, type: answer.problem.type, field: answer.problem.field };
  return {
    ok: true,
    mission: JSON.parse(JSON.stringify(answer.mission)),
    photos: answer.shape.photos.length / 2,
  };
}

describe('the worker and the server plan alike', () => {
  it.each(CASES)('$name', ({ site, request }) => {
    const server = serverPath(site, request);
    expect(workerPath(site, request)).toEqual(server);
  });

  it('covers plans and refusals both', () => {
    const outcomes = CASES.map((c) => serverPath(c.site, c.request));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(11);
    expect(
      outcomes.filter((o) => !o.ok).map((o) => !o.ok && `${o.type}:${String(o.field)}`),
    ).toEqual([
      'unsupported_site_type:site_id',
      'unsupported_site_type:site_id',
      'area_needs_point_site:area_acres',
      'camera_required:camera_id',
      'unknown_drone:drone_id',
      'out_of_range:altitude_m',
    ]);
  });
});
