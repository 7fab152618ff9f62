// The pilot app's part on the realtime channel (issue 12 items 5 and 7), for `npm run pilot-sim`,
// the integration tests and the e2e: signed in as the stream's host, it joins `stream:<id>`,
// reports its camera state and, every `telemetryMs`, its drone state; it answers camera commands
// (failing the ones named in `fail`, as a real drone does when a lens is missing or the SD card
// is full), answers weather requests, and can lock camera control (decision 324).
import {
  REALTIME_PATH,
  realtimeChannel,
  ZRealtimeServerMessage,
  type TCameraCommandRequest,
  type TCameraControl,
  type TDroneCameraState,
  type TStreamClientEvent,
  type TStreamDroneState,
  type TWeatherState,
} from '@sortie/domain/contracts';
import WebSocket from 'ws';

export type PilotLinkOptions = {
  /** http(s)://host:port of the API. */
  api: string;
  /** The host's id token (the pilot app signs in as the stream's host). */
  token: string;
  streamId: string;
  /** The version the app reports, which decides the controls viewers get (platform-core §4). */
  appVersion?: string;
  /** Commands to fail, e.g. ['set_lens_type']. */
  fail?: readonly string[];
  /** How often drone state is sent; 0: once, at start. */
  telemetryMs?: number;
  log?: (line: string) => void;
};

export type PilotLink = {
  readonly camera: TDroneCameraState;
  /** Who controls the camera and whether it is locked, as the server last said. */
  readonly control: TCameraControl | null;
  /** Every command received, in order. */
  readonly commands: { by: string | null; request: TCameraCommandRequest }[];
  /** Resolves once joined and the first states are sent. */
  readonly ready: Promise<void>;
  setLocked(locked: boolean): void;
  /** Resolves when a command matching `match` has been received (and answered). */
  waitForCommand(match: (r: TCameraCommandRequest) => boolean): Promise<void>;
  stop(): Promise<void>;
};

/** Fixed, plausible readings: tests compare against them, and nothing here needs randomness. */
const WEATHER: TWeatherState = {
  wind_speed_ms: 4.2,
  wind_direction_deg: 250,
  temperature_c: 27,
  condition: 'Clear',
};

export function startPilotLink(options: PilotLinkOptions): PilotLink {
  const log = options.log ?? (() => undefined);
  const fail = new Set(options.fail ?? []);
  const channel = realtimeChannel.stream(options.streamId);
  const appVersion = options.appVersion ?? '2025.1.0';
  const camera: TDroneCameraState = {
    app_version: appVersion,
    mode: 'photo',
    recording: false,
    lens: 'wide',
    gimbal_pitch: 0,
    lenses: ['wide', 'zoom', 'ir'],
    photos_taken: 0,
  };
  let control: TCameraControl | null = null;
  const commands: PilotLink['commands'] = [];
  const waiters: { match: (r: TCameraCommandRequest) => boolean; done: () => void }[] = [];
  let battery = 96;
  let refs = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const ws = new WebSocket(`${options.api.replace(/^http/, 'ws')}${REALTIME_PATH}`);
  const send = (event: TStreamClientEvent) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    refs += 1;
    ws.send(JSON.stringify({ type: 'send', channel, ref: `pilot-${refs}`, event }));
  };
  const droneState = (): TStreamDroneState => ({
    app_version: appVersion,
    battery_percent: battery,
    rc_battery_percent: 88,
    health: battery < 20 ? 'warning' : 'ok',
    health_note: battery < 20 ? 'Low battery: return home' : null,
    altitude_m: 60,
    speed_ms: 5,
    heading_deg: 90,
    lng: 77.5946,
    lat: 12.9716,
  });

  function answer(commandId: string, request: TCameraCommandRequest, by: string | null): void {
    const ok = !fail.has(request.command);
    commands.push({ by, request });
    log(`${by ?? 'someone'} sent ${request.command}${ok ? '' : ' (failing it on request)'}`);
    if (ok) {
      if (request.command === 'set_drone_camera_mode') camera.mode = request.mode;
      if (request.command === 'toggle_video_record') camera.recording = request.start;
      if (request.command === 'capture_photo') camera.photos_taken += 1;
      if (request.command === 'set_gimbal_pitch') camera.gimbal_pitch = request.pitch;
      if (request.command === 'set_lens_type') camera.lens = request.lens;
    }
    send({
      name: 'drone_camera_command_result',
      data: {
        command_id: commandId,
        request,
        ok,
        reason: ok ? null : 'failed on request (pilot-sim --fail)',
      },
    });
    send({ name: 'drone_camera_state', data: { ...camera } });
    for (const waiter of [...waiters]) {
      if (waiter.match(request)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done();
      }
    }
  }

  const ready = new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: options.token })));
    ws.on('close', (code, reason) => {
      if (timer) clearInterval(timer);
      reject(new Error(`realtime closed: ${code} ${reason.toString()}`));
    });
    ws.on('message', (data) => {
      const parsed = ZRealtimeServerMessage.safeParse(
        JSON.parse((data as Buffer).toString('utf8')),
      );
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel }));
      else if (message.type === 'subscribed' && message.channel === channel) {
        send({ name: 'drone_camera_state', data: { ...camera } });
        send({ name: 'drone_state', data: droneState() });
        if (options.telemetryMs) {
          timer = setInterval(() => {
            battery = Math.max(5, battery - 0.1);
            send({ name: 'drone_state', data: droneState() });
          }, options.telemetryMs);
        }
        log(`joined ${channel} as pilot app ${appVersion}`);
        resolve();
      } else if (message.type === 'error') {
        log(`refused: ${message.error.type}: ${message.error.message}`);
        if (!message.ref) reject(new Error(message.error.message));
      } else if (message.type === 'event' && message.channel === channel) {
        const event = message.event;
        if (event.name === 'stream.drone_camera_command') {
          answer(event.data.command_id, event.data.request, event.by.name ?? event.by.id);
        } else if (event.name === 'stream.weather_request') {
          send({ name: 'weather_state', data: WEATHER });
        } else if (event.name === 'stream.camera_control') {
          control = event.data;
          const who = event.data.controller?.name ?? event.data.controller?.id ?? 'nobody';
          log(`camera control: ${who} controls${event.data.locked ? ', locked' : ''}`);
        }
      }
    });
  });
  // A caller that never awaits `ready` must not crash on a refused sign-in.
  ready.catch(() => undefined);

  return {
    get camera() {
      return camera;
    },
    get control() {
      return control;
    },
    commands,
    ready,
    setLocked(locked) {
      send({ name: 'camera_control', data: { locked } });
    },
    waitForCommand(match) {
      if (commands.some((c) => match(c.request))) return Promise.resolve();
      return new Promise((done) => waiters.push({ match, done }));
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (ws.readyState === WebSocket.CLOSED) return;
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.close(1000, 'pilot left');
      await closed;
    },
  };
}
