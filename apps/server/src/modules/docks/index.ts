export { createDocksService, BIND_CODE_TTL_MS } from './service.ts';
export type { DocksService, DocksDeps } from './service.ts';
export type { DocksChange } from './notifier.ts';
export { docksRoutes } from './routes.ts';
export { DEFAULT_GATEWAY_SETTINGS } from './gateway.ts';
export type { GatewaySettings } from './gateway.ts';
export { createDockTasks, dockTasksRoutes } from './tasks/index.ts';
export type { DockTasks } from './tasks/index.ts';
