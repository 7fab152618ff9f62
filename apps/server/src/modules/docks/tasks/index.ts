export { createDockTasks } from './service.ts';
export type { DockTasks, DockTasksDeps } from './service.ts';
export { dockTasksRoutes } from './routes.ts';
