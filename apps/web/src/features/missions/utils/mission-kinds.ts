// Which mission kinds a site can carry (feature-areas §3, §5; the planner's geometry needs):
// mapping needs an area (a point site's is the square generated around it, decision 122),
// corridor kinds a line; waypoints fly anywhere; orbit kinds circle the site's point (or an
// area's centre, where an asset such as a mast stands inside the plot).
import type { TMissionKind, TSiteType } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';

export const KINDS_BY_SITE_TYPE: Readonly<Record<TSiteType, readonly TMissionKind[]>> = {
  area: ['area_mapping', 'waypoints', 'poi', 'wind_turbine', 'cell_tower'],
  corridor: ['corridor_mapping', 'corridor_video', 'waypoints'],
  point: ['poi', 'wind_turbine', 'cell_tower', 'area_mapping', 'waypoints'],
};

const KIND_KEYS: Readonly<Record<TMissionKind, string>> = {
  area_mapping: 'kinds.areaMapping',
  corridor_mapping: 'kinds.corridorMapping',
  corridor_video: 'kinds.corridorVideo',
  waypoints: 'kinds.waypoints',
  poi: 'kinds.poi',
  wind_turbine: 'kinds.windTurbine',
  cell_tower: 'kinds.cellTower',
};

/** 'Area mapping', 'Waypoints'… in the reader's language. */
export function kindLabel(kind: TMissionKind): string {
  return i18n.t(`missions:${KIND_KEYS[kind]}`);
}

export function kindsForSite(siteType: TSiteType): readonly TMissionKind[] {
  return KINDS_BY_SITE_TYPE[siteType];
}

/** Kinds whose photos are laid out from a camera's geometry: a camera must be chosen. */
export function needsCamera(kind: TMissionKind): boolean {
  return kind === 'area_mapping' || kind === 'corridor_mapping';
}

/** Kinds sized by altitude or ground sample distance (the linked GSD/altitude pair). */
export function isMappingKind(kind: TMissionKind): kind is 'area_mapping' | 'corridor_mapping' {
  return kind === 'area_mapping' || kind === 'corridor_mapping';
}

/** Kinds that circle a centre, planned with the POI editor. */
export function isOrbitKind(kind: TMissionKind): kind is 'poi' | 'wind_turbine' | 'cell_tower' {
  return kind === 'poi' || kind === 'wind_turbine' || kind === 'cell_tower';
}
