// FileStorage on local disk (the default: DATA_DIR/files). Keys are paths under the root; a put
// writes in place, so callers that must never expose half a file write under a temporary key
// and move it (logos, pictures, DEMs, tiles do).
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type FileStorage, type StoredObject } from './file-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };

  async function stat(key: string): Promise<StoredObject | undefined> {
    try {
      const s = await fs.stat(fileOf(key));
      return s.isFile() ? { key, sizeBytes: s.size, modifiedAt: s.mtime } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 'local',

    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      if (body instanceof Readable) await pipeline(body, createWriteStream(file));
      else await fs.writeFile(file, body);
    },

    async getStream(key, range) {
      try {
        // Opened first, so a missing file is an undefined here, not an error mid-response.
        const handle = await fs.open(fileOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    stat,

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async move(from, to) {
      const target = fileOf(to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(fileOf(from), target);
    },

    async list(prefix = '') {
      // Walk only the folder the prefix names; the rest of the prefix filters names in it.
      const slash = prefix.lastIndexOf('/');
      const folder = slash < 0 ? '' : prefix.slice(0, slash);
      if (folder) assertKey(folder);
      let names: string[];
      try {
        names = await fs.readdir(path.join(root, folder), { recursive: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const out: StoredObject[] = [];
      for (const name of names) {
        const key = (folder ? `${folder}/${name}` : name).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const found = await stat(key).catch(() => undefined);
        if (found) out.push(found);
      }
      return out;
    },

    signedUrl() {
      return Promise.resolve(undefined);
    },
  };
}
