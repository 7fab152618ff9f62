// Waiting on the MapLibre map by its states, never by time: the map container says aria-busy
// until the map has loaded, stopped moving and rendered (MapLibre's 'idle'), and data-zoom gives
// the zoom it settled at (apps/web/src/lib/map/map-canvas.tsx).
import type { Locator, Page } from 'playwright-core';

/** The map container inside a site map (the element MapLibre renders into). */
export function mapContainer(siteMap: Locator): Locator {
  return siteMap.locator('.maplibregl-map');
}

/** Resolves once the map is loaded and idle (drawing tools attached when drawing). */
export async function mapSettled(map: Locator, timeout = 30_000): Promise<void> {
  await map.and(map.page().locator('[aria-busy="false"]')).waitFor({ timeout });
}

async function settledZoom(map: Locator): Promise<number> {
  await mapSettled(map);
  return Number(await map.getAttribute('data-zoom'));
}

/**
 * Zooms in `steps` times with MapLibre's keyboard (Shift+= is two levels), each step waiting
 * until the map has settled at the new zoom before the next key.
 */
export async function zoomInByKeyboard(page: Page, map: Locator, steps: number): Promise<void> {
  const canvas = map.locator('canvas.maplibregl-canvas');
  await canvas.focus();
  for (let i = 0; i < steps; i++) {
    const before = await settledZoom(map);
    await page.keyboard.press('Shift+Equal');
    // data-zoom changes only when a move ends, and aria-busy stays true from its start until
    // the render is idle, so both together mean this step is over.
    await page.waitForFunction(
      ([el, from]) =>
        el instanceof HTMLElement &&
        el.getAttribute('aria-busy') === 'false' &&
        Number(el.dataset.zoom) > from + 0.5,
      [await map.elementHandle(), before] as const,
      { timeout: 15_000 },
    );
  }
}

/** The number of points drawn so far, as the draw panel counts them. */
async function drawnPoints(page: Page): Promise<number> {
  // Read from the panel's data attribute, not its words ("1 point", "4 points", Hindi…).
  const count = await page.getByTestId('draw-point-count').first().getAttribute('data-count');
  return Number(count ?? NaN);
}

/**
 * Clicks the map at fractions of its size, waiting after each click until the draw panel counts
 * one more point (so no click lands while the last one is still being taken in).
 */
export async function clickPoints(
  page: Page,
  map: Locator,
  points: readonly (readonly [number, number])[],
): Promise<void> {
  const box = await map.locator('canvas.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('the map canvas is not on screen');
  for (const [fx, fy] of points) {
    const before = await drawnPoints(page);
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    await page.locator(`[data-testid="draw-point-count"][data-count="${before + 1}"]`).waitFor();
  }
}
