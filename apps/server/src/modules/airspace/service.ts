// The airspace use-cases: the advisory for a point (public) or a site (members), the 48-hour
// forecast with daylight and a go/no-go per hour, and the staff import of zone files.
// Over 400 lines for now: three use-cases share one set of deps and caches. Next split, by
// concept: advisory.ts (point, site, mission path), forecast.ts (weather, daylight, go/no-go),
// zone-files.ts (staff import); this file would keep only the wiring.
import { performance } from 'node:perf_hooks';
import { AppError } from '@sortie/domain';
import {
  droneLimits,
  inPolygon,
  judge,
  judgeHour,
  pathWarnings,
  type LngLat,
  type TAirspaceRules,
  type Verdict,
} from '@sortie/domain/airspace';
import type {
  TAdvisory,
  TForecast,
  TMission,
  TMissionAirspaceResponse,
  TPathCheckResponse,
  TImportZoneFileRequest,
  TSiteAirspaceResponse,
  TSiteGeometry,
  TZoneFileFormat,
  TZonesResponse,
} from '@sortie/domain/contracts';
import { assertMetaRight, type Membership } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { SitesService } from '../sites/index.ts';
import type { AerodromeSet } from './aerodromes.ts';
import { daylight, twilightAround } from './daylight.ts';
import { densifyPath } from './densify-path.ts';
import { parseZoneFile, type ParsedZoneFile } from './parse-zones.ts';
import { createAirspaceRepo } from './repo.ts';
import { windAt, type WeatherClient } from './weather.ts';
import { buildZoneIndex, type ZoneIndex } from './zone-index.ts';

/** Rules for a brand without an `airspace` block: the safe side, and it says so. */
export const DEFAULT_RULES: TAirspaceRules = {
  authority: 'Conservative default (no regulator rules configured for this brand)',
  source:
    'Not a regulator publication: 120 m, and controlled airspace within 12 km of an aerodrome.',
  conservativeDefault: true,
  maxHeightM: 120,
  aerodromeRings: [{ fromKm: 0, toKm: 12, freeHeightM: 0 }],
  perimeterKm: { large_airport: 2, medium_airport: 1 },
  permission: {
    yellow: 'permission from the air navigation authority',
    red: 'flights only with the authority’s permission',
  },
  checkedOn: '2026-11-24',
};

export const DISCLAIMER =
  'Advisory only. Zones around aerodromes are measured from reference points in OurAirports data, ' +
  'not surveyed perimeters, and imported zones may be out of date. The regulator’s own map, NOTAMs ' +
  'and local restrictions decide; the pilot remains responsible for every flight.';

/** Aerodromes further than this are not listed (the widest ring plus the largest perimeter). */
const NEAR_KM = 50;
const LISTED_AERODROMES = 5;
/** Points of a site's outline judged exactly (an outline is thinned to this many). */
const MAX_SITE_POINTS = 500;
const FORECAST_HOURS = 48;
const ZONES_PER_ANSWER = 2_000;
const VERSION_CHECK_MS = 1_000;

export type AirspaceService = ReturnType<typeof createAirspaceService>;

function pointsOf(g: TSiteGeometry): LngLat[] {
  const all: LngLat[] =
    g.type === 'Point'
      ? [g.coordinates]
      : g.type === 'LineString'
        ? g.coordinates
        : (g.coordinates[0] ?? []);
  const step = Math.max(1, Math.ceil(all.length / MAX_SITE_POINTS));
  const pts = all.filter((_, i) => i % step === 0);
  const c: LngLat = [
    pts.reduce((s, p) => s + p[0], 0) / pts.length,
    pts.reduce((s, p) => s + p[1], 0) / pts.length,
  ];
  return [c, ...pts];
}

export function createAirspaceService(deps: {
  db: Db;
  clock: Clock;
  aerodromes: AerodromeSet;
  /** Null when WEATHER_URL is unset: weather is off. */
  weather: WeatherClient | null;
  sites: SitesService;
  /** A saved mission, with the missions service's own access checks (site access). */
  missions: { get(actor: Membership, id: string): Promise<TMission> };
  /**
   * Reads a zone file; the app runs it in the work pool (off the request thread, with its
   * deadline). Tests and the bench may read on the calling thread.
   */
  parseZones?: (input: TImportZoneFileRequest) => Promise<ParsedZoneFile>;
}) {
  const parseZones =
    deps.parseZones ?? ((input: TImportZoneFileRequest) => Promise.resolve(parseZoneFile(input)));
  const repo = createAirspaceRepo(deps.db);
  type Loaded = { key: string; updatedAt: Date | null; index: ZoneIndex };
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;

  let checkedAt = -Infinity;
  let generation = 0;
  async function zones() {
    // Another instance's import is seen within a second; this instance's own at once (loaded is
    // cleared). Checking on every request cost a query per advisory (bench/airspace p95).
    const now = performance.now();
    if (loaded && now - checkedAt < VERSION_CHECK_MS) return loaded;
    const v = await repo.version();
    checkedAt = now;
    if (loaded?.key === v.key) return loaded;
    loading ??= (async () => {
      const gen = generation;
      const next: Loaded = { ...v, index: buildZoneIndex(await repo.allZones()) };
      // An import finished meanwhile: keep nothing stale, the next call loads again.
      if (gen === generation) loaded = next;
      return next;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function advise(
    rules: TAirspaceRules,
    points: LngLat[],
    heightM: number | undefined,
    sitePolygon?: LngLat[][],
  ): Promise<{ advisory: TAdvisory; verdict: Verdict }> {
    const z = await zones();
    const lngs = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    const candidates = z.index.search(
      Math.min(...lngs),
      Math.min(...lats),
      Math.max(...lngs),
      Math.max(...lats),
    );
    const near = deps.aerodromes.near(points, NEAR_KM);
    const verdict = judge({
      rules,
      points,
      ...(heightM === undefined ? {} : { heightM }),
      aerodromes: near.map((n) => n.aerodrome),
      zones: candidates,
      at: deps.clock.now(),
      // A zone wholly inside a site touches none of the site's points.
      ...(sitePolygon
        ? {
            zoneTouches: (zone) =>
              zone.polygons.some((r) => !!r[0]?.[0] && inPolygon(r[0][0], sitePolygon)),
          }
        : {}),
    });
    const advisory: TAdvisory = {
      class: verdict.class,
      permission_needed: verdict.permissionNeeded,
      max_height_m: verdict.maxHeightM,
      height_m: heightM ?? null,
      findings: verdict.findings.map((f) => ({
        class: f.class,
        kind: f.kind,
        text: f.text,
        free_height_m: f.freeHeightM,
        zone_id: f.zone?.id ?? null,
        aerodrome_ident: f.aerodrome?.ident ?? null,
      })),
      aerodromes: near.slice(0, LISTED_AERODROMES).map((n) => ({
        ident: n.aerodrome.ident,
        iata: n.aerodrome.iata,
        name: n.aerodrome.name,
        lng_lat: n.aerodrome.lngLat,
        distance_km: Math.round(n.distanceKm * 10) / 10,
      })),
      authority: rules.authority,
      rules_source: rules.source,
      conservative_default: rules.conservativeDefault,
      rules_checked_on: rules.checkedOn,
      aerodrome_source: deps.aerodromes.source,
      aerodrome_data_date: deps.aerodromes.dataDate,
      zones_updated_at: z.updatedAt?.toISOString() ?? null,
      disclaimer: DISCLAIMER,
    };
    return { advisory, verdict };
  }

  async function forecast(
    center: LngLat,
    verdict: Verdict,
    heightM: number,
    droneId: string | undefined,
  ): Promise<TForecast> {
    const now = deps.clock.now();
    const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    const days = daylight(center[0], center[1], new Date(hourStart.getTime() - 86_400_000), 4);
    const limits = droneLimits(droneId);
    let weather: TForecast['weather'] = 'off';
    let note: string | null =
      'Weather is off: no weather provider is configured on this server (WEATHER_URL).';
    let hours: Awaited<ReturnType<WeatherClient['hourly']>> = [];
    if (deps.weather) {
      try {
        hours = await deps.weather.hourly(center[0], center[1], FORECAST_HOURS);
        weather = 'on';
        note = null;
      } catch {
        weather = 'unavailable';
        note = 'The weather provider did not answer; verdicts judge airspace and daylight only.';
      }
    }
    const byTime = new Map(hours.map((h) => [h.time, h]));
    const times = Array.from({ length: FORECAST_HOURS }, (_, i) =>
      new Date(hourStart.getTime() + i * 3_600_000).toISOString(),
    );
    const outHours = hours.map((h) => ({
      time: h.time,
      wind_10m_ms: h.wind10mMs,
      wind_at_height_ms: Math.round(windAt(h, heightM) * 10) / 10,
      gusts_ms: h.gustsMs,
      precip_probability_pct: h.precipProbabilityPct,
      precip_mm: h.precipMm,
      temperature_c: h.temperatureC,
      visibility_m: h.visibilityM,
      cloud_cover_pct: h.cloudCoverPct,
    }));
    const verdicts = times.map((time) => {
      const h = byTime.get(time);
      return judgeHour({
        time,
        airspace: verdict,
        weather: h
          ? {
              time,
              windSpeed10mMs: h.wind10mMs,
              windAtHeightMs: windAt(h, heightM),
              gustsMs: h.gustsMs,
              precipProbabilityPct: h.precipProbabilityPct,
              precipMm: h.precipMm,
              temperatureC: h.temperatureC,
              visibilityM: h.visibilityM,
              cloudCoverPct: h.cloudCoverPct,
            }
          : null,
        drone: limits,
        ...twilightAround(days, new Date(time)),
      });
    });
    return {
      weather,
      weather_note: note,
      height_m: heightM,
      drone: {
        drone_id: limits.isDefault ? null : (droneId ?? null),
        max_wind_ms: limits.maxWindMs,
        ip_rating: limits.ipRating,
        min_temp_c: limits.minTempC,
        max_temp_c: limits.maxTempC,
        is_default: limits.isDefault,
      },
      hours: outHours,
      daylight: days.map((d) => ({
        date: d.date,
        sunrise: d.sunrise,
        sunset: d.sunset,
        civil_dawn: d.civilDawn,
        civil_dusk: d.civilDusk,
      })),
      verdicts,
    };
  }

  return {
    /** Public: the advisory for a point. */
    async pointAdvisory(rules: TAirspaceRules, p: LngLat, heightM?: number): Promise<TAdvisory> {
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
      return { advisory, warnings: pathWarnings(verdict, heightM) };
    },

    /**
     * Members: a saved mission's go/no-go, judged along its waypoints at its highest altitude
     * and against its own drone's limits (issue 17 §5).
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
      const heightM = Math.max(0, ...waypoints.map((w) => w.altitude_m));
      const droneId = m.drone_id ?? m.mission.drone_id ?? undefined;
      const { advisory, verdict } = await advise(rules, densifyPath(path), heightM);
      return {
        advisory,
        forecast: await forecast(path[0]!, verdict, heightM, droneId),
        warnings: pathWarnings(verdict, heightM),
        height_m: heightM,
        drone_id: droneId ?? null,
      };
    },

    /** Public: imported zones meeting a box, for the map. */
    async zonesIn(bbox: [number, number, number, number]): Promise<TZonesResponse> {
      const z = await zones();
      const hits = z.index.search(...bbox);
      return {
        truncated: hits.length > ZONES_PER_ANSWER,
        zones: hits.slice(0, ZONES_PER_ANSWER).map((zone) => ({
          id: zone.id,
          name: zone.name,
          class: zone.class,
          floor_m: zone.floorM,
          ceiling_m: zone.ceilingM,
          valid_from: zone.validFrom?.toISOString() ?? null,
          valid_to: zone.validTo?.toISOString() ?? null,
          source: zone.source,
          polygons: zone.polygons,
        })),
      };
    },

    async importFile(
      staff: { userId: string; metaRoles: readonly string[] },
      input: TImportZoneFileRequest,
    ) {
      assertMetaRight(staff.metaRoles, 'AirspaceZones', 'POST');
      const { zones: parsed, skipped } = await parseZones(input);
      const file = await repo.replaceFile({
        name: input.name,
        format: input.format,
        source: input.source,
        importedBy: staff.userId,
        at: deps.clock.now(),
        zones: parsed,
      });
      generation++;
      loaded = null; // this instance rebuilds at once, whatever the clock says
      return { ...fileView(file), skipped };
    },

    async listFiles(metaRoles: readonly string[]) {
      assertMetaRight(metaRoles, 'AirspaceZones', 'GET');
      return { files: (await repo.listFiles()).map(fileView) };
    },

    async deleteFile(metaRoles: readonly string[], fileId: string) {
      assertMetaRight(metaRoles, 'AirspaceZones', 'DELETE');
      if (!(await repo.deleteFile(fileId)))
        throw new AppError('not_found', 404, 'No such zone file.');
      generation++;
      loaded = null;
    },
  };
}

function fileView(f: {
  id: string;
  name: string;
  format: TZoneFileFormat;
  source: string;
  zone_count: number;
  imported_at: Date;
}) {
  return {
    id: f.id,
    name: f.name,
    format: f.format,
    source: f.source,
    zone_count: f.zone_count,
    imported_at: new Date(f.imported_at).toISOString(),
  };
}
