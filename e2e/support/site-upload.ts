// The upload workflow of a new site, as the specs drive it: open it, pick a file, wait until the
// browser has read it, and save. Waits on what the page shows, never on time.
import type { Page } from 'playwright-core';

export interface SiteFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A KML site file named after the site. */
export function kmlFile(siteName: string, kml: string): SiteFile {
  return {
    name: `${siteName}.kml`,
    mimeType: 'application/vnd.google-earth.kml+xml',
    buffer: Buffer.from(kml),
  };
}

/** The upload workflow's address in a workspace. */
export function uploadUrl(serverUrl: string, companyId: string): string {
  return `${serverUrl}/company/${companyId}/sites/new?workflow=upload`;
}

/** Opens the upload workflow and picks the file (a refused file stops here, at its dialog). */
export async function pickSiteFile(page: Page, url: string, file: SiteFile): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Upload Site' }).waitFor();
  await page.getByLabel('Site file').setInputFiles(file);
}

/** Picks the file and waits until the browser has read it. */
export async function readSiteFile(page: Page, url: string, file: SiteFile): Promise<void> {
  await pickSiteFile(page, url, file);
  await page.getByText(`Read from ${file.name}.`).waitFor();
}

/** Saves the read site; resolves with its id once its own page is open. */
export async function saveSite(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save site' }).click();
  await page.waitForURL((u) => /\/sites\/[0-9a-f-]{36}$/.test(u.pathname));
  return new URL(page.url()).pathname.split('/').pop()!;
}
