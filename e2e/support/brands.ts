// The shipped brands, copied to a temporary BRANDS_DIR with one extra host name each. The e2e
// host names end in `.test` (reserved, never in DNS), so only Chromium's --host-resolver-rules
// can take the browser to them: a page that loads there proves host-name brand selection.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.ts';

export const BRAND_HOSTS = {
  india: 'india.sortie.test',
  guyana: 'guyana.sortie.test',
} as const;

export interface E2eBrands {
  dir: string;
  remove: () => void;
}

/** Writes the brands with their e2e host names added; pass `dir` as BRANDS_DIR. */
export function writeE2eBrands(): E2eBrands {
  const dir = mkdtempSync(path.join(tmpdir(), 'sortie-e2e-brands-'));
  cpSync(path.join(repoRoot, 'apps/server/brands'), dir, { recursive: true });
  for (const [key, host] of Object.entries(BRAND_HOSTS)) {
    const file = path.join(dir, key, 'brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8')) as { hosts: string[] };
    brand.hosts = [...brand.hosts, host];
    writeFileSync(file, JSON.stringify(brand, null, 2));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
