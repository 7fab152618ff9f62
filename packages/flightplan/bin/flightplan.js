#!/usr/bin/env node
// The compiled CLI (dist/, built by `npm run build`) when it exists: no TypeScript compiler at
// start-up (issue 18 §8). Without a build (a fresh checkout, tests) tsx compiles the source on
// the fly, resolved from this file so the command runs from anywhere.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(compiled) && !process.env.FLIGHTPLAN_FROM_SOURCE) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
