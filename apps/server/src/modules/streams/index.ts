export { createStreamsService, POOR_NETWORK_TIMEOUT_MS, STREAM_KEY_TTL_MS } from './service.ts';
export type { StreamsService, StreamsDeps, StreamChange } from './service.ts';
export { streamsRoutes } from './routes.ts';
export { createRecordingsService, type RecordingsService } from './recordings.ts';
export { recordingsRoutes } from './recordings-routes.ts';
export { createExternalIngest, type ExternalIngest } from './external-ingest.ts';
export { mediaCallbackRoutes } from './media-callback-routes.ts';
export { zoomWebhookRoutes } from './zoom-webhook.ts';
export { createTestPatterns, type TestPatterns } from './test-patterns.ts';
