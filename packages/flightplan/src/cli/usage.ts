// The command's usage text, printed by --help (exit 0) and after an unknown command (exit 1).
export const USAGE = `flightplan: plan drone survey missions and export them for flight apps.

flightplan plan SITE --kind area_mapping --camera ID (--gsd CM | --altitude M) [--front 75] [--side 65]
                [--angle auto|DEG] [--margin M] [--crosshatch] [--terrain DEM.tif] [--drone ID]
                [--takeoff LNG,LAT] [--speed MPS] [--part N] --out MISSION.geojson
  Other kinds: corridor_mapping (--width M), corridor_video, waypoints, poi (--radius M [--every DEG]),
  wind_turbine (--hub-height M --rotor-diameter M), cell_tower (--tower-height M [--radius M]).
  A mission the drone cannot fly on one battery (or over its waypoint cap) is written as one file
  per part, MISSION-part-1-of-N.geojson ...; --part N writes only part N to --out.

flightplan export MISSION.geojson --format csv|waypoints|kml|wpml|plan --out FILE
                [--takeoff-elevation M] [--site SITE] [--gcp-spacing M] [--corridor-width M]
  --takeoff-elevation: take-off ground above sea level (default: from terrain following, else 0).
  KML draws the site outline (from the mission file or --site) and, with --gcp-spacing, GCPs.

flightplan gcps SITE --spacing M [--corridor-width M] --format csv|kml|odm --out FILE

Every outcome is one JSON object on stdout; refusals print {"error":{"type","message"}} and exit 1.`;

/** Whether the arguments ask for help. */
export const wantsHelp = (args: readonly string[]): boolean =>
  args.some((a) => a === '--help' || a === '-h');
