// Worker-thread entry of the planning pool. Node 20 does not pass the main thread's module hooks
// (tsx) to worker threads, so each worker loads the TypeScript tasks through tsx's own API.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./tasks.ts', import.meta.url);

export const {
  planFlatTask,
  followTerrainTask,
  shapeFromFileTask,
  shapeFromGeometryTask,
  parseZoneFileTask,
} = tasks;
