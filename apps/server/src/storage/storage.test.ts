// One contract for every FileStorage: local disk always, S3 against a real S3-compatible server
// (s3rver on a free port). What a module relies on is here; the modules' tests cover the rest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, loadTestConfig } from '../config/index.ts';
import { startS3Server } from '../test/s3-server.ts';
import { createLocalDiskStorage, createStorage, scopeStorage, type FileStorage } from './index.ts';

const bytesOf = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

function contract(
  name: string,
  open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>,
) {
  describe(`FileStorage contract: ${name}`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => close());

    it('puts bytes and reads them back whole and as a stream', async () => {
      await storage.put('a/one.bin', Buffer.from('hello'), { contentType: 'text/plain' });
      expect((await storage.read('a/one.bin'))?.toString()).toBe('hello');
      expect((await bytesOf(await storage.getStream('a/one.bin')))?.toString()).toBe('hello');
      const stat = await storage.stat('a/one.bin');
      expect(stat?.sizeBytes).toBe(5);
      expect(stat?.modifiedAt).toBeInstanceOf(Date);
      // A byte range (inclusive), as a recording's HTTP Range requests read it.
      const part = await storage.getStream('a/one.bin', { start: 1, end: 3 });
      expect((await bytesOf(part))?.toString()).toBe('ell');
    });

    it('puts a stream of unknown length larger than one S3 part', async () => {
      const big = Buffer.alloc(6 * 1024 * 1024 + 7, 0xab);
      const parts = [big.subarray(0, 1_000_000), big.subarray(1_000_000)];
      await storage.put('a/big.bin', Readable.from(parts));
      const back = await storage.read('a/big.bin');
      expect(back?.length).toBe(big.length);
      expect(back?.equals(big)).toBe(true);
    });

    it('a missing object is undefined, and deleting it is no error', async () => {
      expect(await storage.read('a/none.bin')).toBeUndefined();
      expect(await storage.getStream('a/none.bin')).toBeUndefined();
      expect(await storage.stat('a/none.bin')).toBeUndefined();
      await storage.delete('a/none.bin');
    });

    it('replaces, moves, lists by prefix and deletes', async () => {
      await storage.put('b/x.txt', Buffer.from('first'));
      await storage.put('b/x.txt', Buffer.from('second'));
      await storage.move('b/x.txt', 'b/y.txt');
      expect(await storage.read('b/x.txt')).toBeUndefined();
      expect((await storage.read('b/y.txt'))?.toString()).toBe('second');
      await storage.put('b/.tmp-z', Buffer.from('z'));
      await storage.put('bb/other.txt', Buffer.from('o'));
      const keys = (await storage.list('b/')).map((o) => o.key).sort();
      expect(keys).toEqual(['b/.tmp-z', 'b/y.txt']);
      await storage.delete('b/y.txt');
      expect((await storage.list('b/')).map((o) => o.key)).toEqual(['b/.tmp-z']);
      await expect(storage.move('b/gone.txt', 'b/else.txt')).rejects.toThrow();
    });

    it('a scoped store sees only its folder, under short names', async () => {
      const logos = scopeStorage(storage, 'scoped');
      await logos.put('l.png', Buffer.from('png'));
      await storage.put('scopedother/l.png', Buffer.from('not mine'));
      expect((await logos.list()).map((o) => o.key)).toEqual(['l.png']);
      expect((await storage.read('scoped/l.png'))?.toString()).toBe('png');
      expect((await logos.stat('l.png'))?.key).toBe('l.png');
    });

    it('refuses keys that leave the store', async () => {
      for (const key of ['../x', '/etc/passwd', 'a/../../x', 'a//b', ''])
        await expect(storage.put(key, Buffer.from('no'))).rejects.toThrow(/Invalid storage key/);
    });

    it('signs a URL that reads the object without credentials where the store can sign', async () => {
      await storage.put('c/signed.txt', Buffer.from('signed body'));
      const url = await storage.signedUrl('c/signed.txt', { expiresInSeconds: 60 });
      if (storage.kind === 'local') {
        // Local disk serves through the app's own routes (decision 240).
        expect(url).toBeUndefined();
        return;
      }
      expect(url).toMatch(/^http/);
      const response = await fetch(url!);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('signed body');
    });
  });
}

contract('local disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-storage-'));
  return Promise.resolve({
    storage: createLocalDiskStorage(dir),
    close: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })),
  });
});

contract('S3 (s3rver)', async () => {
  const s3 = await startS3Server();
  // Through loadConfig, as the server builds it: the S3_* variables select and shape the store.
  const config = loadTestConfig({ ...s3.env, S3_PREFIX: 'contract' });
  expect(config.storage.kind).toBe('s3');
  return { storage: createStorage(config), close: () => s3.close() };
});

describe('S3_* configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), MQTT_PASSWORD: 'p' };

  it('keeps files on local disk under DATA_DIR/files unless S3_BUCKET is set', () => {
    const local = loadConfig({ ...base, DATA_DIR: 'data/test' }).storage;
    expect(local).toEqual({ kind: 'local', dir: expect.stringMatching(/data\/test\/files$/) });
    const s3 = loadConfig({
      ...base,
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PREFIX: 'sortie/prod',
    }).storage;
    expect(s3).toMatchObject({
      kind: 's3',
      s3: { bucket: 'b', region: 'us-east-1', forcePathStyle: true, prefix: 'sortie/prod/' },
    });
  });

  it('refuses S3 settings without a bucket, half a key pair and odd prefixes, naming each', () => {
    expect(() =>
      loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_ENDPOINT: set S3_BUCKET too[\s\S]*S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});
