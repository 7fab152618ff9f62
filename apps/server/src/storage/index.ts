// Public surface of file storage: the interface, the two stores, and the one chosen by config.
import { createLocalDiskStorage } from './local-disk.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage, type S3StorageConfig } from './s3.ts';

export type { ByteRange, FileStorage, StorageBody, StoredObject } from './file-storage.ts';
export { createLocalDiskStorage } from './local-disk.ts';
export { createS3Storage, type S3StorageConfig } from './s3.ts';
export { scopeStorage } from './scoped.ts';

export type StorageConfig =
  Readonly<{ kind: 'local'; dir: string }> | Readonly<{ kind: 's3'; s3: S3StorageConfig }>;

/** The store config chose (config/storage.ts): S3 when S3_BUCKET is set, else DATA_DIR/files on local disk. */
export function createStorage(config: { storage: StorageConfig }): FileStorage {
  const c = config.storage;
  return c.kind === 's3' ? createS3Storage(c.s3) : createLocalDiskStorage(c.dir);
}
