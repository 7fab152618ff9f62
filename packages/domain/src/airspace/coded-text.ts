// A sentence's stable code and the values it names, sent beside the English sentence so a client
// writes it in its reader's language (decision 432). The English stays the API's own words
// (logs, API clients); a client without words for a code shows the English.
export type CodedText = { code: string; params: Record<string, string | number> };

/** Codes of the advisory's findings (judge.ts). */
export const FINDING_CODES = [
  'aerodrome_free',
  'aerodrome_controlled',
  'zone_red',
  'zone_yellow',
  'zone_green',
  'height_above_free',
  'permission_everywhere',
] as const;

/** Codes of the planner's path warnings (path-warnings.ts). */
export const PATH_WARNING_CODES = [
  'enters_zone_red',
  'enters_zone_yellow',
  'enters_controlled',
  'above_zone_ceiling',
  'above_aerodrome_free',
  'above_free',
] as const;
