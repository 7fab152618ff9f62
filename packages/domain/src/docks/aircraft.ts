// The catalogue aircraft that fly from docks (issue 11 §7). One list for the server's pre-flight
// check (a dock refuses a wayline planned for another aircraft) and the web's mission picker on
// the cockpit, which lists the other missions disabled.

export type DockAircraft = { modelKey: string; name: string };

/** Catalogue drone id → the aircraft's Cloud API model key (reference §1.4) and its name. */
export const DOCK_AIRCRAFT: Readonly<Record<string, DockAircraft>> = {
  'dji-matrice-30': { modelKey: '0-67-0', name: 'Matrice 30' },
  'dji-matrice-30t': { modelKey: '0-67-1', name: 'Matrice 30T' },
  'dji-matrice-3d': { modelKey: '0-91-0', name: 'Matrice 3D' },
  'dji-matrice-3td': { modelKey: '0-91-1', name: 'Matrice 3TD' },
  'dji-matrice-4d': { modelKey: '0-100-0', name: 'Matrice 4D' },
  'dji-matrice-4td': { modelKey: '0-100-1', name: 'Matrice 4TD' },
};

/** The dock aircraft a mission is planned for, by its catalogue drone id; undefined if none. */
export function dockAircraftOf(droneId: string | null | undefined): DockAircraft | undefined {
  return droneId && Object.hasOwn(DOCK_AIRCRAFT, droneId) ? DOCK_AIRCRAFT[droneId] : undefined;
}

/** The dock aircraft with this Cloud API model key (what a dock reports it holds). */
export function dockAircraftByModelKey(
  modelKey: string | null | undefined,
): DockAircraft | undefined {
  return modelKey ? Object.values(DOCK_AIRCRAFT).find((a) => a.modelKey === modelKey) : undefined;
}
