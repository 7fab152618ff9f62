// Workspace logos in file storage (folder 'logos'). A new logo is written under a temporary name
// and renamed to its final one only after the row pointing at it has committed, so a crash never
// leaves a truncated file under a served name. What a crash can still leave (a temporary file,
// a file no row points at) is removed by the start-up sweep; a temporary file whose final name a
// row already names (a crash between commit and rename) is finished instead.
import type { FileStorage } from '../../../storage/index.ts';
import type { Db } from './deps.ts';

export const LOGO_URL_PREFIX = '/api/v4/files/logos/';
const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const TEMP_NAME = /^\.([0-9a-f-]{36}\.(?:png|jpg|webp))\.tmp$/;

export const tempLogoName = (fileName: string) => `.${fileName}.tmp`;

/** Writes the bytes under the temporary name of `fileName`; returns that name. */
export async function writeTempLogo(
  files: FileStorage,
  fileName: string,
  bytes: Buffer,
  contentType: string,
): Promise<string> {
  const temp = tempLogoName(fileName);
  await files.put(temp, bytes, { contentType });
  return temp;
}

/** Gives the committed logo its served name. */
export async function publishLogo(files: FileStorage, fileName: string): Promise<void> {
  await files.move(tempLogoName(fileName), fileName);
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
  files: FileStorage,
  minAgeMs: number,
  now: number,
): Promise<number> {
  const stored = await files.list();
  if (stored.length === 0) return 0;
  const names = new Set(stored.map((o) => o.key));
  const referenced = await referencedLogos(db);
  let changed = 0;
  for (const { key: name, modifiedAt } of stored) {
    const temp = TEMP_NAME.exec(name);
    if (!STORED_NAME.test(name) && !temp) continue;
    if (referenced.has(name)) continue;
    if (now - modifiedAt.getTime() < minAgeMs) continue;
    if (temp?.[1] && referenced.has(temp[1]) && !names.has(temp[1])) {
      await files.move(name, temp[1]);
    } else {
      await files.delete(name);
    }
    changed++;
  }
  return changed;
}
