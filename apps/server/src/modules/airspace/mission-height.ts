// How high above the ground a saved mission flies. Waypoint altitudes are above take-off unless
// terrain following made them above the ground; airspace heights are above the ground. Where the
// site has an elevation source (SRTM or a custom DEM), every point along the path is converted:
// height above ground = take-off ground + height above take-off − ground under the point, and the
// highest of them is judged. Without elevation data (source None, a missing tile, a gap) heights
// above take-off are taken as heights above the ground, and the answer says so (issue 17).
import { distanceM, type LngLat } from '@sortie/domain/airspace';
import type {
  TCodedText,
  TMissionHeightBasis,
  TPlannedMission,
  TSite,
} from '@sortie/domain/contracts';
import type { ElevationSampler } from '@sortie/flightplan';

export type GroundSource = {
  samplerFor(
    site: Pick<TSite, 'id' | 'elevation_source' | 'bbox'>,
    points?: readonly LngLat[],
  ): Promise<ElevationSampler>;
};

export type MissionHeight = {
  heightM: number;
  basis: TMissionHeightBasis;
  note: string | null;
  /** The note as a code, for clients writing it in their reader's language (decision 432). */
  noteCode: TCodedText | null;
};

const SPACING_M = 50;
const MAX_POINTS = 5_000;

export const ASSUMED_NOTE =
  'Heights above take-off are taken as heights above the ground: the site has no elevation data. ' +
  'Where the ground falls away from the take-off point the drone is higher above it than shown.';

/** Points along the path with their heights above take-off, at most SPACING_M apart. */
function along(wps: TPlannedMission['waypoints']): { p: LngLat; rel: number }[] {
  const legs = wps
    .slice(1)
    .map((w, i) => distanceM([...wps[i]!.position] as LngLat, [...w.position] as LngLat));
  const spacing = Math.max(SPACING_M, legs.reduce((s, d) => s + d, 0) / MAX_POINTS);
  const out = [{ p: [...wps[0]!.position] as LngLat, rel: wps[0]!.takeoff_relative_m }];
  legs.forEach((d, i) => {
    const a = wps[i]!;
    const b = wps[i + 1]!;
    const steps = Math.max(1, Math.ceil(d / spacing));
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      out.push({
        p: [
          a.position[0] + (b.position[0] - a.position[0]) * t,
          a.position[1] + (b.position[1] - a.position[1]) * t,
        ],
        rel: a.takeoff_relative_m + (b.takeoff_relative_m - a.takeoff_relative_m) * t,
      });
    }
  });
  return out;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function missionHeight(
  mission: TPlannedMission,
  site: Pick<TSite, 'id' | 'elevation_source' | 'bbox'>,
  ground: GroundSource | undefined,
): Promise<MissionHeight> {
  const wps = mission.waypoints;
  const planned = Math.max(0, ...wps.map((w) => w.altitude_m));
  // Terrain following already planned every waypoint above the ground.
  if (wps.length > 0 && wps.every((w) => w.altitude_mode === 'above_ground'))
    return { heightM: round1(planned), basis: 'above_ground', note: null, noteCode: null };
  const assumed: MissionHeight = {
    heightM: round1(planned),
    basis: 'assumed',
    note: ASSUMED_NOTE,
    noteCode: { code: 'height_assumed', params: {} },
  };
  if (!ground || site.elevation_source === 'None' || wps.length === 0) return assumed;
  const points = along(wps);
  const takeoff: LngLat = mission.takeoff ? [...mission.takeoff] : points[0]!.p;
  const sampler = await ground
    .samplerFor(site, [takeoff, ...points.map((x) => x.p)])
    .catch(() => null); // a missing tile or model: the assumption, said so
  if (!sampler) return assumed;
  const takeoffGround = mission.takeoff_elevation_m ?? sampler.elevationAt(takeoff);
  if (takeoffGround === null || takeoffGround === undefined) return assumed;
  let highest = 0;
  for (const { p, rel } of points) {
    const g = sampler.elevationAt(p);
    if (g === null) return assumed; // a gap in the data: nothing invented
    highest = Math.max(highest, takeoffGround + rel - g);
  }
  return {
    heightM: round1(highest),
    basis: 'above_ground',
    note:
      `Heights above the ground from the site's elevation source (${site.elevation_source}): ` +
      `take-off ground ${round1(takeoffGround)} m, highest ${round1(highest)} m above the ground ` +
      `(planned ${round1(planned)} m above take-off).`,
    noteCode: {
      code: 'height_above_ground',
      params: {
        source: site.elevation_source,
        takeoff: round1(takeoffGround),
        highest: round1(highest),
        planned: round1(planned),
      },
    },
  };
}
