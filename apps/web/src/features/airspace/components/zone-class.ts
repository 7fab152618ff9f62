// Colours and words of the zone classes, shared by the badge, the panel and the map.
import type { TAdvisory } from '@sortie/domain/contracts';

export type ZoneClass = TAdvisory['class'];

export const ZONE_COLOURS: Record<ZoneClass, string> = {
  green: '#2e7d32',
  yellow: '#f9a825',
  red: '#c62828',
};

export const ZONE_WORDS: Record<ZoneClass, string> = {
  green: 'Green: no permission needed',
  yellow: 'Yellow: permission needed',
  red: 'Red: no-drone zone',
};
