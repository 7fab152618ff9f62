// File storage (decision 240): an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files.
import path from 'node:path';
import { z } from 'zod';
import type { StorageConfig } from '../storage/index.ts';
import { ZBool, ZOptionalString } from './env.ts';

export const storageEnv = z.object({
  S3_BUCKET: ZOptionalString,
  S3_ENDPOINT: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: ZOptionalString,
  S3_SECRET_ACCESS_KEY: ZOptionalString,
  S3_FORCE_PATH_STYLE: ZBool.optional(),
  S3_PREFIX: ZOptionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*$/, "must be folder names joined by '/', e.g. sortie/files")
      .refine((v) => v.split('/').every((s) => s !== '.' && s !== '..'), 'may not hold . or ..')
      .optional(),
  ),
});

type StorageEnv = z.infer<typeof storageEnv>;

export type StorageConfigPart = {
  /** Where uploads, logos, pictures and DEMs are kept (src/storage, decision 240). */
  storage: StorageConfig;
};

/** S3 settings without a bucket would be ignored silently; keys come in pairs. */
export function storageProblems(e: StorageEnv): string[] {
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    for (const key of [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PREFIX',
    ] as const)
      if (e[key]) problems.push(`  ${key}: set S3_BUCKET too, or files stay on local disk`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  return problems;
}

export function storageConfig(e: StorageEnv, dataDir: string): StorageConfigPart {
  return {
    storage: Object.freeze(
      e.S3_BUCKET
        ? {
            kind: 's3' as const,
            s3: Object.freeze({
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              // Self-hosted servers (MinIO...) rarely have per-bucket host names.
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              prefix: e.S3_PREFIX ? `${e.S3_PREFIX}/` : '',
            }),
          }
        : { kind: 'local' as const, dir: path.join(dataDir, 'files') },
    ),
  };
}
