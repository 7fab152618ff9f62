// Colours and words of the zone classes, shared by the badge, the panel and the map.
import type { TAdvisory } from '@sortie/domain/contracts';

export type ZoneClass = TAdvisory['class'];

export const ZONE_COLOURS: Record<ZoneClass, string> = {
  green: '#2e7d32',
  yellow: '#f9a825',
  red: '#c62828',
};

/** Catalogue keys (namespace `airspace`) of the classes' words. */
export const ZONE_WORD_KEYS = {
  green: 'zoneClass.green',
  yellow: 'zoneClass.yellow',
  red: 'zoneClass.red',
} as const satisfies Record<ZoneClass, string>;

/**
 * The badge's words: a green point needs permission too where the brand's regulator wants it for
 * every professional flight (GCAA, Guyana; decision 384).
 */
export function zoneWordKey(a: Pick<TAdvisory, 'class' | 'permission_needed'>) {
  return a.class === 'green' && a.permission_needed
    ? 'zoneClass.greenPermission'
    : ZONE_WORD_KEYS[a.class];
}
