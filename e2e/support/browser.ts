// Launches Debian's Chromium through playwright-core (no downloaded browser builds here).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BRAND_HOSTS } from './brands.ts';
import { repoRoot } from './server.ts';

export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

/** Chromium with the e2e brand host names (see brands.ts) mapped to loopback. */
export async function launchBrowser(): Promise<Browser> {
  const rules = Object.values(BRAND_HOSTS)
    .map((h) => `MAP ${h} 127.0.0.1`)
    .join(', ');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=${rules}`,
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
