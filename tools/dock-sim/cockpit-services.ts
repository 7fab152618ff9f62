// The simulated dock's answers to the cockpit's services (dji-cloud-api.md §4, §5, §7.4, §8):
// flight authority, custom flight areas (it downloads the file and checks its SHA-256), remote
// debugging (cover, aircraft power), return home, task cancel, and livestreams (ffmpeg pushes a
// test picture to the RTMP URL when ffmpeg is installed). Also raises HMS alarms on demand.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import type { Json, Reply, SimulatedDock } from './dock.ts';

/** Result codes the simulator answers with (six digits, §3). */
export const SIM_RESULTS = { notInDebugMode: 514145, notFlying: 514100, liveNoAircraft: 513001 };

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const ok = (output: Json = { status: 'ok' }): Json => ({ result: 0, output });
const FLYING = new Set([1, 2, 3, 4, 5, 6, 9, 10, 16, 17]);

let ffmpegChecked: boolean | null = null;
function hasFfmpeg(): boolean {
  ffmpegChecked ??= spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  return ffmpegChecked;
}

/** Sends the dock's HMS alarm set (each report is the complete current set, §3). */
export async function raiseHms(dock: SimulatedDock, list: Json[]): Promise<void> {
  await dock.publish('events', {
    tid: randomUUID(),
    bid: randomUUID(),
    timestamp: Date.now(),
    gateway: dock.sn,
    method: 'hms',
    need_reply: 0,
    data: { list },
  });
}

async function syncFlightAreas(dock: SimulatedDock, bid: string): Promise<void> {
  const progress = (status: string, extra: Json = {}) =>
    dock.publish('events', {
      tid: randomUUID(),
      bid,
      timestamp: Date.now(),
      gateway: dock.sn,
      method: 'flight_areas_sync_progress',
      need_reply: 0,
      data: { status, reason: 0, ...extra },
    });
  await progress('synchronizing');
  const answer = await dock.ask('requests', 'flight_areas_get', {});
  const files = ((answer.data.output as Json | undefined)?.files ?? []) as Json[];
  if (answer.data.result !== 0) return progress('fail', { reason: 1 });
  const file = files[0];
  if (!file) {
    dock.flightAreas = null;
    return progress('synchronized', { file: { name: '', checksum: '' } });
  }
  try {
    const response = await fetch(String(file.url));
    if (!response.ok) return progress('fail', { reason: 3 });
    const text = await response.text();
    const checksum = createHash('sha256').update(text).digest('hex');
    if (checksum !== file.checksum) return progress('fail', { reason: 12 });
    dock.flightAreas = { name: String(file.name), checksum, content: JSON.parse(text) as Json };
    await progress('synchronized', { file: { name: file.name, checksum } });
  } catch {
    await progress('fail', { reason: 3 });
  }
}

export function installCockpitServices(dock: SimulatedDock): void {
  const feeds = new Map<string, ChildProcess | null>();
  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => void run().catch(() => undefined), ms / dock.speedup);
    timer.unref();
    dock.cleanups.push(() => clearTimeout(timer));
  };
  const pushState = () => dock.publishOsd().catch(() => undefined);
  const debugOnly = (run: () => Promise<Json>) => async (): Promise<Json> =>
    dock.dock.mode_code === 2 ? run() : { result: SIM_RESULTS.notInDebugMode, output: {} };

  dock.services.set('flight_authority_grab', async () => {
    dock.drone.control_source = randomUUID();
    await pushState();
    return ok();
  });
  dock.services.set('payload_authority_grab', () => Promise.resolve(ok()));

  dock.services.set('flight_areas_update', (request: Reply) => {
    setImmediate(() => void syncFlightAreas(dock, request.bid).catch(() => undefined));
    return Promise.resolve(ok());
  });

  dock.services.set('debug_mode_open', async () => {
    dock.dock.mode_code = 2;
    await pushState();
    return ok();
  });
  dock.services.set('debug_mode_close', async () => {
    dock.dock.mode_code = 0;
    await pushState();
    return ok();
  });
  const cover = (state: number) =>
    debugOnly(async () => {
      dock.dock.cover_state = state;
      await pushState();
      return ok({ status: 'ok', progress: { percent: 100, step_key: 'cover' } });
    });
  dock.services.set('cover_open', cover(1));
  dock.services.set('cover_close', cover(0));
  dock.services.set('cover_force_close', cover(0));
  const power = (on: boolean) =>
    debugOnly(async () => {
      dock.droneOnline = on;
      await dock.announceTopology();
      await pushState();
      return ok();
    });
  dock.services.set('drone_open', power(true));
  dock.services.set('drone_close', power(false));

  dock.services.set('return_home', async () => {
    if (!FLYING.has(Number(dock.drone.mode_code)))
      return { result: SIM_RESULTS.notFlying, output: {} };
    dock.drone.mode_code = 9;
    await pushState();
    // Lands in the dock a little later, unless the return is cancelled.
    later(3000, async () => {
      if (dock.drone.mode_code !== 9) return;
      dock.drone.mode_code = 0;
      dock.drone.elevation = 0;
      dock.dock.drone_in_dock = 1;
      await pushState();
    });
    return ok();
  });
  dock.services.set('return_home_cancel', async () => {
    if (dock.drone.mode_code === 9) dock.drone.mode_code = 3;
    await pushState();
    return ok();
  });
  dock.services.set('flighttask_undo', () => Promise.resolve(ok()));

  dock.services.set('live_start_push', async (request) => {
    const videoId = text(request.data.video_id);
    if (videoId.startsWith(dock.droneSn) && !dock.droneOnline)
      return { result: SIM_RESULTS.liveNoAircraft, output: {} };
    if (feeds.has(videoId)) return { result: 513003, output: {} };
    const url = text(request.data.url);
    const push =
      Number(request.data.url_type) === 1 && url.startsWith('rtmp://') && hasFfmpeg()
        ? spawn(
            'ffmpeg',
            [
              ...['-hide_banner', '-loglevel', 'error', '-re'],
              ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15'],
              ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30'],
              ...['-pix_fmt', 'yuv420p', '-f', 'flv', url],
            ],
            { stdio: 'ignore' },
          )
        : null;
    push?.on('error', () => undefined);
    feeds.set(videoId, push);
    dock.dock.live_status = [...feeds.keys()].map((id) => ({
      video_id: id,
      video_type: 'normal',
      video_quality: Number(request.data.video_quality ?? 0),
      status: 1,
      error_status: 0,
    }));
    await pushState();
    return ok();
  });
  dock.services.set('live_stop_push', async (request) => {
    const videoId = text(request.data.video_id);
    if (!feeds.has(videoId)) return { result: 513011, output: {} };
    feeds.get(videoId)?.kill('SIGTERM');
    feeds.delete(videoId);
    dock.dock.live_status = [...feeds.keys()].map((id) => ({ video_id: id, status: 1 }));
    await pushState();
    return ok();
  });
  dock.cleanups.push(() => {
    for (const push of feeds.values()) push?.kill('SIGTERM');
    feeds.clear();
  });
}

/** The alarms the CLI raises at start so the cockpit's HMS list has something to show. */
export const DEMO_HMS: Json[] = [
  {
    level: 0,
    module: 3,
    in_the_sky: 0,
    code: '0x1B030002',
    device_type: '3-2-0',
    imminent: 0,
    args: { component_index: 0, sensor_index: 0 },
  },
  {
    level: 1,
    module: 3,
    in_the_sky: 0,
    code: '0x16100083',
    device_type: '0-91-1',
    imminent: 0,
    args: { component_index: 0, sensor_index: 1 },
  },
];
