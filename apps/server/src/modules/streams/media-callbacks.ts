// The three callback dialects of external media servers (decision 322), read into one shape:
// - SRS http_hooks: JSON { action: on_publish | on_unpublish | on_play, app, stream, param }
// - nginx-rtmp on_publish / on_publish_done / on_play: form { call, app, name, ...play args }
// - MediaMTX authHTTPAddress: JSON { action: publish | read | playback, path: 'app/name', query },
//   and runOnUnpublish calling us with { path }.
// The route's own event (publish, unpublish, play) is the default when the body names none.
import type { MediaCallback } from './external-ingest.ts';

const ACTIONS: Record<string, MediaCallback['action']> = {
  publish: 'publish',
  on_publish: 'publish',
  unpublish: 'unpublish',
  on_unpublish: 'unpublish',
  publish_done: 'unpublish',
  play: 'play',
  on_play: 'play',
  read: 'play',
  playback: 'play',
};

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const tokenIn = (query: string) => new URLSearchParams(query.replace(/^\?/, '')).get('token');

export function readMediaCallback(
  event: MediaCallback['action'],
  body: Record<string, unknown>,
): MediaCallback | null {
  const named = text(body.action) || text(body.call);
  const action = named ? ACTIONS[named] : event;
  if (!action) return null;
  let app = text(body.app);
  let name = text(body.stream) || text(body.name);
  const path = text(body.path).replace(/^\/+/, '');
  if (path && (!app || !name)) {
    const slash = path.lastIndexOf('/');
    app = slash < 0 ? '' : path.slice(0, slash);
    name = path.slice(slash + 1);
  }
  name = name.split('?')[0] ?? '';
  if (!app || !name || app.length > 100 || name.length > 200) return null;
  const token = text(body.token) || tokenIn(text(body.param)) || tokenIn(text(body.query));
  return { action, app, name, token: token || null };
}
