// The HTTP route kit: what every module's routes.ts takes from here instead of writing again.
// Guards (membership and rights) come from the access module; see docs/architecture.md.
export { readIfMatch, sendEtag, ZIfMatch } from './etag.ts';
export { sendDownload, type DownloadFile } from './file-reply.ts';
export { routePlugin, security, type RoutePlugin } from './route-plugin.ts';
export { zodError } from './zod-error.ts';
