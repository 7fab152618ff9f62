// A simulated wayline flight (dji-cloud-api.md §6): after flighttask_execute the aircraft leaves
// the dock, climbs, flies the KMZ's waypoints at their planned speed, returns and lands, while
// it publishes aircraft OSD (position, height, heading) and flighttask_progress. Simulated time
// runs `speedup` times faster than the clock. return_home and flighttask_undo end it early.
import { headingDeg, metresBetween, type SimWaypoint } from './wayline.ts';

type Json = Record<string, unknown>;

export type FlightHost = {
  /** The dock's position and ellipsoid height. */
  home(): { lng: number; lat: number; height: number };
  /** Changes dock and aircraft properties and pushes the aircraft OSD. */
  update(change: { dock?: Json; drone?: Json }): Promise<void>;
  /** `timestamp`: the flight's simulated clock, so durations are those of a real flight. */
  progress(output: Json, result: number, timestamp: number): Promise<void>;
  speedup: number;
};

type Phase = 'climb' | 'wayline' | 'return' | 'landing' | 'landed';

const CLIMB_MPS = 5;
const RETURN_MPS = 12;
const DESCEND_MPS = 3;
/** Aircraft mode_code (§2.4): 0 standby, 4 auto take-off, 5 wayline, 9 RTH, 10 auto landing. */
const MODE: Record<Phase, number> = { climb: 4, wayline: 5, return: 9, landing: 10, landed: 0 };

export class SimFlight {
  private phase: Phase = 'climb';
  private pos: { lng: number; lat: number };
  /** Height above the dock, m. */
  private alt = 0;
  private heading = 0;
  private next = 0;
  private reached = 0;
  private ending: 'ok' | 'partially_done' | 'canceled' = 'ok';
  private breakReason = 0;
  private stoppedAt: { lng: number; lat: number } = { lng: 0, lat: 0 };
  private timer: NodeJS.Timeout | null = null;
  private ticks = 0;
  private readonly t0 = Date.now();
  /** Simulated seconds since execute. */
  private elapsedS = 0;
  readonly done: Promise<void>;
  private finish!: () => void;

  constructor(
    private readonly host: FlightHost,
    readonly flightId: string,
    private readonly waypoints: SimWaypoint[],
    private readonly rthAltitude: number,
    /** A resumed task starts at its break point's waypoint (§6.1 break_point). */
    readonly startIndex = 0,
  ) {
    const home = host.home();
    this.pos = { lng: home.lng, lat: home.lat };
    this.next = Math.min(Math.max(0, startIndex), waypoints.length - 1);
    this.reached = this.next;
    this.done = new Promise((resolve) => (this.finish = resolve));
  }

  get flying(): boolean {
    return this.phase !== 'landed';
  }

  /** Real milliseconds per tick and simulated seconds per tick. */
  private get step() {
    const realMs = Math.max(50, 1000 / this.host.speedup);
    return { realMs, simS: (realMs / 1000) * this.host.speedup };
  }

  async start(): Promise<void> {
    await this.host.update({ dock: { mode_code: 4, drone_in_dock: 0, cover_state: 1 } });
    await this.report('in_progress');
    this.timer = setInterval(() => {
      this.tick().catch(() => undefined);
    }, this.step.realMs);
    this.timer.unref();
  }

  /** return_home (or undo, `canceled`): leave the wayline and come back. */
  goHome(ending: 'partially_done' | 'canceled'): void {
    if (this.phase === 'landing' || this.phase === 'landed') return;
    this.ending = ending;
    this.breakReason = ending === 'canceled' ? 1282 : 1283;
    this.stoppedAt = { ...this.pos };
    this.phase = 'return';
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.phase = 'landed';
    this.finish();
  }

  /** Moves towards `target` by up to `metres`; true when there. */
  private moveTo(target: { lng: number; lat: number }, metres: number): boolean {
    const d = metresBetween(this.pos, target);
    if (d > 0.5) this.heading = headingDeg(this.pos, target);
    if (d <= metres) {
      this.pos = { lng: target.lng, lat: target.lat };
      return true;
    }
    const f = metres / d;
    this.pos = {
      lng: this.pos.lng + (target.lng - this.pos.lng) * f,
      lat: this.pos.lat + (target.lat - this.pos.lat) * f,
    };
    return false;
  }

  private async tick(): Promise<void> {
    const dt = this.step.simS;
    this.elapsedS += dt;
    let reachedNew = false;
    switch (this.phase) {
      case 'climb': {
        const target = this.waypoints[0]!.height;
        this.alt = Math.min(target, this.alt + CLIMB_MPS * dt);
        if (this.alt >= target) this.phase = 'wayline';
        break;
      }
      case 'wayline': {
        let budget = dt;
        while (budget > 0 && this.phase === 'wayline') {
          const wp = this.waypoints[this.next]!;
          const metres = wp.speed * budget;
          const d = metresBetween(this.pos, wp);
          this.alt += (wp.height - this.alt) * Math.min(1, metres / Math.max(d, 0.01));
          if (this.moveTo(wp, metres)) {
            budget -= d / wp.speed;
            this.reached = this.next;
            reachedNew = true;
            this.next += 1;
            if (this.next >= this.waypoints.length) this.phase = 'return';
          } else budget = 0;
        }
        break;
      }
      case 'return': {
        this.alt = Math.max(this.alt, Math.min(this.rthAltitude, this.alt + CLIMB_MPS * dt));
        if (this.moveTo(this.host.home(), RETURN_MPS * dt)) this.phase = 'landing';
        break;
      }
      case 'landing': {
        this.alt = Math.max(0, this.alt - DESCEND_MPS * dt);
        if (this.alt === 0) {
          await this.land();
          return;
        }
        break;
      }
      case 'landed':
        return;
    }
    await this.publishPosition();
    this.ticks += 1;
    // Progress on every waypoint reached and about once a simulated 5 s otherwise.
    if (reachedNew || this.ticks % Math.max(1, Math.round(5 / dt)) === 0)
      await this.report('in_progress');
  }

  private async publishPosition(): Promise<void> {
    const home = this.host.home();
    await this.host.update({
      drone: {
        mode_code: MODE[this.phase],
        longitude: this.pos.lng,
        latitude: this.pos.lat,
        height: home.height + this.alt,
        elevation: Math.round(this.alt * 10) / 10,
        attitude_head: this.heading,
        horizontal_speed: this.phase === 'wayline' ? (this.waypoints[this.next]?.speed ?? 0) : 0,
      },
    });
  }

  private percent(): number {
    if (this.phase === 'landed') return 100;
    const n = this.waypoints.length;
    const done = this.phase === 'climb' ? 0 : (this.next / n) * 90;
    return Math.round(Math.min(99, 5 + done) * 10) / 10;
  }

  private report(status: string): Promise<void> {
    const at = this.t0 + Math.round(this.elapsedS * 1000);
    return this.host.progress(
      {
        status,
        progress: { current_step: this.phase === 'landed' ? 35 : 25, percent: this.percent() },
        ext: {
          flight_id: this.flightId,
          track_id: this.flightId,
          wayline_id: 0,
          current_waypoint_index: this.reached,
          media_count: 0,
          wayline_mission_state: this.phase === 'wayline' ? 6 : this.phase === 'landed' ? 9 : 5,
          ...(this.breakReason ? { break_point: this.breakPoint() } : {}),
        },
      },
      0,
      at,
    );
  }

  /** Where the wayline stopped: on the segment from the last waypoint reached to the next. */
  private breakPoint(): Json {
    const from = this.waypoints[this.reached]!;
    const to = this.waypoints[this.next];
    const length = to ? metresBetween(from, to) : 0;
    const progress = to && length > 0 ? 1 - metresBetween(this.stoppedAt, to) / length : 0;
    return {
      index: this.reached,
      state: 0,
      progress: Math.round(Math.min(1, Math.max(0, progress)) * 1000) / 1000,
      wayline_id: 0,
      break_reason: this.breakReason,
      latitude: this.stoppedAt.lat,
      longitude: this.stoppedAt.lng,
    };
  }

  private async land(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const home = this.host.home();
    this.phase = 'landed';
    await this.host.update({
      dock: { mode_code: 0, drone_in_dock: 1, cover_state: 0 },
      drone: {
        mode_code: 0,
        longitude: home.lng,
        latitude: home.lat,
        height: home.height,
        elevation: 0,
        horizontal_speed: 0,
      },
    });
    await this.report(this.ending);
    this.finish();
  }
}
