// A FileStorage seen from one folder: the module that owns 'logos' names its files 'x.png'
// and cannot reach another module's keys.
import { assertKey, type FileStorage } from './file-storage.ts';

export function scopeStorage(storage: FileStorage, folder: string): FileStorage {
  assertKey(folder);
  const base = `${folder}/`;
  const k = (key: string) => base + key;
  return {
    kind: storage.kind,
    put: (key, body, options) => storage.put(k(key), body, options),
    getStream: (key, range) => storage.getStream(k(key), range),
    read: (key) => storage.read(k(key)),
    stat: async (key) => {
      const found = await storage.stat(k(key));
      return found && { ...found, key };
    },
    delete: (key) => storage.delete(k(key)),
    move: (from, to) => storage.move(k(from), k(to)),
    list: async (prefix = '') =>
      (await storage.list(base + prefix)).map((o) => ({ ...o, key: o.key.slice(base.length) })),
    signedUrl: (key, options) => storage.signedUrl(k(key), options),
  };
}
