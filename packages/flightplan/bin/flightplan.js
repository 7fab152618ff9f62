#!/usr/bin/env node
// The package ships TypeScript source (STYLE.md, "Tooling"); tsx compiles it on the fly. Resolving
// tsx from this file (not from the working directory) lets the command run from anywhere.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
