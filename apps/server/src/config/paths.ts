// Where relative paths resolve (the repository root), where the server's own folder is, and the
// secrets generated once and kept in DATA_DIR when no variable sets them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the repository root is: npm -w runs us inside apps/server, INIT_CWD keeps the caller's. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const json = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(json.workspaces)) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

/**
 * apps/server: two folders up from src/config/, one from the compiled dist/ (esbuild bundles this
 * file into dist/main.js or one of its chunks; apps/server/scripts/build-server.js).
 */
export const SERVER_DIR = path.resolve(
  import.meta.dirname,
  import.meta.url.endsWith('.ts') ? '../..' : '..',
);

export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
