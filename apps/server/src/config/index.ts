// The server's configuration: every environment variable, parsed and validated once, one file per
// group of variables (server, database, sign-in, mail, rate limits, maps, reporting, docks, media,
// capacity, storage) joined in load.ts.
export { loadConfig, type AppConfig } from './load.ts';
export { loadTestConfig } from './test-config.ts';
export { findRepoRoot } from './paths.ts';
