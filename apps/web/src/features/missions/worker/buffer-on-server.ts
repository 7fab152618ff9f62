// Stands in for `@turf/buffer` in the web build (vite.config.js aliases it here). turf's buffer
// bundles jsts (about 270 KB), used by the engine only to grow an area mapping by its margin, so
// the web never plans those: the routing transport sends them to the server (plansOnServer in
// server-transport.ts), which plans with the real buffer, exactly as a save will (decision 419).
// Reaching this is a routing bug, so it says so instead of planning something else.
export function buffer(): never {
  throw new Error(
    'An area mapping with a margin is planned by the server; this preview should not run here.',
  );
}
