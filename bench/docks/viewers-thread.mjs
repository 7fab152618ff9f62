// Worker entry of bench/docks's viewers: a worker thread does not inherit tsx's loader, so it
// registers tsx itself before loading the TypeScript of viewers.ts.
import { register } from 'tsx/esm/api';

register();
await import('./viewers.ts');
