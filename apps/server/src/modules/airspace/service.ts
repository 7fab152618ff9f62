// The airspace use-cases, wired: the advisory for a point (public), a site, a planner path or a
// saved mission (members), each with its 48-hour forecast and go/no-go, and the staff import of
// zone files. The parts live by concept: advisory.ts (judging points), forecast.ts (weather,
// daylight, verdict per hour), zone-files.ts (import and the spatial index), mission-height.ts
// (heights above take-off to heights above the ground).
import { AppError } from '@sortie/domain';
import {
  pathWarnings,
  type LngLat,
  type Verdict,
  type TAirspaceRules,
} from '@sortie/domain/airspace';
import type {
  TImportZoneFileRequest,
  TPathWarning,
  TMission,
  TMissionAirspaceResponse,
  TPathCheckResponse,
  TSiteAirspaceResponse,
} from '@sortie/domain/contracts';
import type { Membership } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { SitesService } from '../sites/index.ts';
import { createAdvisor, pointsOf } from './advisory.ts';
import { createAerodromeZones } from './aerodrome-zones.ts';
import type { AerodromeSet } from './aerodromes.ts';
import { densifyPath } from './densify-path.ts';
import { createForecaster } from './forecast.ts';
import { missionHeight, type GroundSource } from './mission-height.ts';
import type { ParsedZoneFile } from './parse-zones.ts';
import type { WeatherClient } from './weather.ts';
import { createZoneFiles, type ZoneFiles } from './zone-files.ts';

export { DEFAULT_RULES, DISCLAIMER } from './advisory.ts';

export type AirspaceService = ReturnType<typeof createAirspaceService>;

/** The planner's warnings in the API's shape (the code as `text_code`, decision 432). */
function warningsOf(verdict: Verdict, heightM: number): TPathWarning[] {
  return pathWarnings(verdict, heightM).map(({ textCode, ...w }) => ({
    ...w,
    ...(textCode ? { text_code: textCode } : {}),
  }));
}

export function createAirspaceService(deps: {
  db: Db;
  clock: Clock;
  aerodromes: AerodromeSet;
  /** Null when WEATHER_URL is unset: weather is off. */
  weather: WeatherClient | null;
  sites: Pick<SitesService, 'get'>;
  /** A saved mission, with the missions service's own access checks (site access). */
  missions: { get(actor: Membership, id: string): Promise<TMission> };
  /** The ground under a site (the elevations module); absent: heights above take-off are assumed. */
  ground?: GroundSource;
  /** Reads a zone file (the app: in the work pool); absent: on the calling thread. */
  parseZones?: (input: TImportZoneFileRequest) => Promise<ParsedZoneFile>;
}) {
  const files = createZoneFiles({
    db: deps.db,
    clock: deps.clock,
    ...(deps.parseZones ? { parseZones: deps.parseZones } : {}),
  });
  const advise = createAdvisor({ clock: deps.clock, aerodromes: deps.aerodromes, files });
  const forecast = createForecaster({ clock: deps.clock, weather: deps.weather });
  const aerodromeZonesIn = createAerodromeZones(deps.aerodromes);

  return {
    /** Public: the advisory for a point. */
    async pointAdvisory(rules: TAirspaceRules, p: LngLat, heightM?: number) {
      return (await advise(rules, [p], heightM)).advisory;
    },

    /** Public: 48 hours of weather, daylight and go/no-go for a point. */
    async pointForecast(rules: TAirspaceRules, p: LngLat, heightM: number, droneId?: string) {
      const { verdict } = await advise(rules, [p], heightM);
      return forecast(p, verdict, heightM, droneId);
    },

    /** Members: the advisory and forecast of a site (site view access, checked by sites.get). */
    async siteAirspace(
      actor: Membership,
      rules: TAirspaceRules,
      siteId: string,
      heightM: number,
      droneId?: string,
    ): Promise<TSiteAirspaceResponse> {
      const site = await deps.sites.get(actor, siteId);
      const points = pointsOf(site.geometry);
      const polygon = site.geometry.type === 'Polygon' ? site.geometry.coordinates : undefined;
      const { advisory, verdict } = await advise(rules, points, heightM, polygon);
      return { advisory, forecast: await forecast(points[0]!, verdict, heightM, droneId) };
    },

    /**
     * Members: the planner's path over a site (unsaved), judged along its legs at its highest
     * point, with the warnings for the zones it enters and the ceilings it climbs above.
     */
    async pathCheck(
      actor: Membership,
      rules: TAirspaceRules,
      siteId: string,
      path: LngLat[],
      heightM: number,
    ): Promise<TPathCheckResponse> {
      await deps.sites.get(actor, siteId); // site access, or its 403/404
      const { advisory, verdict } = await advise(rules, densifyPath(path), heightM);
      return { advisory, warnings: warningsOf(verdict, heightM) };
    },

    /**
     * Members: a saved mission's go/no-go, judged along its path at its highest point above the
     * ground and against its own drone's limits (issue 17 §5).
     */
    async missionAirspace(
      actor: Membership,
      rules: TAirspaceRules,
      missionId: string,
    ): Promise<TMissionAirspaceResponse> {
      const m = await deps.missions.get(actor, missionId);
      const waypoints = m.mission.waypoints;
      const path: LngLat[] = waypoints.map((w) => [w.position[0], w.position[1]]);
      if (path.length === 0)
        throw new AppError(
          'mission_empty',
          422,
          'The mission has no waypoints to judge; plan it first.',
        );
      const site = await deps.sites.get(actor, m.site_id);
      const height = await missionHeight(m.mission, site, deps.ground);
      const droneId = m.drone_id ?? m.mission.drone_id ?? undefined;
      const { advisory, verdict } = await advise(rules, densifyPath(path), height.heightM);
      return {
        advisory,
        forecast: await forecast(path[0]!, verdict, height.heightM, droneId),
        warnings: warningsOf(verdict, height.heightM),
        height_m: height.heightM,
        height_basis: height.basis,
        height_note: height.note,
        ...(height.noteCode ? { height_note_code: height.noteCode } : {}),
        drone_id: droneId ?? null,
      };
    },

    /** Public: imported zones meeting a box, for the map. */
    zonesIn: (bbox: [number, number, number, number]) => files.zonesIn(bbox),
    /** Public: the zones the brand's rules draw around aerodromes meeting a box, for the map. */
    aerodromeZonesIn,
    importFile: (...a: Parameters<ZoneFiles['importFile']>) => files.importFile(...a),
    listFiles: (metaRoles: readonly string[]) => files.listFiles(metaRoles),
    deleteFile: (metaRoles: readonly string[], fileId: string) =>
      files.deleteFile(metaRoles, fileId),
  };
}
