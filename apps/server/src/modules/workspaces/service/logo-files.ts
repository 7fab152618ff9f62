// Workspace logos on disk (DATA_DIR/files/logos). A new logo is written under a temporary name
// and renamed to its final one only after the row pointing at it has committed, so a crash never
// leaves a truncated file under a served name. What a crash can still leave (a temporary file,
// a file no row points at) is removed by the start-up sweep; a temporary file whose final name a
// row already names (a crash between commit and rename) is finished instead.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './deps.ts';

export const LOGO_URL_PREFIX = '/api/v4/files/logos/';
const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const TEMP_NAME = /^\.([0-9a-f-]{36}\.(?:png|jpg|webp))\.tmp$/;

export const tempLogoPath = (dir: string, fileName: string) => path.join(dir, `.${fileName}.tmp`);

/** Writes the bytes under the temporary name of `fileName`; returns that path. */
export async function writeTempLogo(dir: string, fileName: string, bytes: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const temp = tempLogoPath(dir, fileName);
  await fs.writeFile(temp, bytes);
  return temp;
}

/** Gives the committed logo its served name. */
export async function publishLogo(dir: string, fileName: string): Promise<void> {
  await fs.rename(tempLogoPath(dir, fileName), path.join(dir, fileName));
}

async function referencedLogos(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('companies')
    .select('logo')
    .where('logo', 'like', `${LOGO_URL_PREFIX}%`)
    .execute();
  return new Set(rows.map((r) => (r.logo ?? '').slice(LOGO_URL_PREFIX.length)));
}

/**
 * Removes logo files no workspace refers to and temporary files of interrupted uploads, once
 * older than `minAgeMs` (an upload in progress in another process is never touched). Returns
 * how many files were removed or finished.
 */
export async function sweepLogoFiles(
  db: Db,
  dir: string,
  minAgeMs: number,
  now: number,
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  const referenced = await referencedLogos(db);
  let changed = 0;
  for (const name of names) {
    const temp = TEMP_NAME.exec(name);
    if (!STORED_NAME.test(name) && !temp) continue;
    if (referenced.has(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < minAgeMs) continue;
    if (temp?.[1] && referenced.has(temp[1]) && !names.includes(temp[1])) {
      await fs.rename(file, path.join(dir, temp[1]));
    } else {
      await fs.rm(file, { force: true });
    }
    changed++;
  }
  return changed;
}
