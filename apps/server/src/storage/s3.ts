// FileStorage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...): the S3_* variables. Every
// object lives under an optional key prefix, so one bucket can hold several installations.
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertKey, type ByteRange, type FileStorage, type StoredObject } from './file-storage.ts';

export type S3StorageConfig = Readonly<{
  bucket: string;
  region: string;
  /** Any S3-compatible server; undefined: AWS itself. */
  endpoint: string | undefined;
  /** Path-style URLs (http://host/bucket/key), which most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Undefined: the SDK's default credential chain (instance role, AWS_* variables...). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prepended to every key, e.g. 'sortie/'. */
  prefix: string;
}>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default (a CRC on every request, with
    // aws-chunked bodies) is refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return config.prefix + key;
  };

  async function stat(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return {
        key,
        sizeBytes: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function getStream(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const got = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range }));
      return got.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key, body, options = {}) {
      const params = { Bucket, Key: objectKey(key), ContentType: options.contentType };
      if (body instanceof Readable) {
        // A stream of unknown length goes up in 5 MB parts, one at a time (memory stays small).
        await new Upload({ client, params: { ...params, Body: body }, queueSize: 1 }).done();
      } else {
        await client.send(new PutObjectCommand({ ...params, Body: body }));
      }
    },

    getStream,

    async read(key) {
      const stream = await getStream(key);
      if (!stream) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    stat,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async move(from, to) {
      const source = objectKey(from);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: objectKey(to),
          CopySource: `${Bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: source }));
    },

    async list(prefix = '') {
      const out: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: config.prefix + prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue;
          out.push({
            key: o.Key.slice(config.prefix.length),
            sizeBytes: o.Size ?? 0,
            modifiedAt: o.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },

    signedUrl(key, { expiresInSeconds }) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}
