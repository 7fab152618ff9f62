export { createTipsService } from './service.ts';
export type { TipsService } from './service.ts';
export { tipsRoutes } from './routes.ts';
export { sanitizeTipHtml } from './sanitize.ts';
