// A real S3-compatible server for tests (s3rver, on npm): started on a free loopback port with
// one bucket, its files in a temporary folder. `npm run test:s3 -w @sortie/server` runs the file
// tests of the modules against it (S3_* variables, see config/test-config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'sortie-test';
/** s3rver accepts only its own fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  /** The S3_* variables that select this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

// Once per process the SDK warns that its 2027 releases need Node 22 (decision 240): known, and
// noise in every test worker's output.
const QUIET_SDK = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export async function startS3Server(): Promise<TestS3Server> {
  Object.assign(process.env, QUIET_SDK);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      ...QUIET_SDK,
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
