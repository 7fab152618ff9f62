// Latest-request-wins scheduling for the planner worker. A lone change is planned at once; a
// burst of changes (typing, dragging a slider) is coalesced until it pauses for `debounceMs`.
// Only one plan is in flight: the worker never queues stale requests, and an answer to anything
// but the latest request is dropped.
import type { PreviewRequest, PreviewResponse } from './preview-protocol.ts';

export interface PreviewTransport {
  post(request: PreviewRequest): void;
  /** Registers the one answer handler. */
  listen(onAnswer: (answer: PreviewResponse) => void): void;
  close(): void;
}

export interface SchedulerOptions {
  debounceMs: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class PreviewScheduler {
  private latestId = 0;
  private pending: PreviewRequest | null = null;
  private inFlight = false;
  private timer: unknown = null;
  private lastChange = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(
    private readonly transport: PreviewTransport,
    private readonly onResult: (answer: PreviewResponse) => void,
    private readonly options: SchedulerOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as number));
    transport.listen((answer) => this.answered(answer));
  }

  /** Queues a request; returns its id. */
  request(build: (id: number) => PreviewRequest): number {
    const id = ++this.latestId;
    this.pending = build(id);
    const t = this.now();
    const quiet = t - this.lastChange >= this.options.debounceMs;
    this.lastChange = t;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    if (quiet && !this.inFlight) this.flush();
    else this.timer = this.setTimer(() => this.fire(), this.options.debounceMs);
    return id;
  }

  get busy(): boolean {
    return this.inFlight || this.pending !== null;
  }

  close(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.pending = null;
    this.transport.close();
  }

  private fire(): void {
    this.timer = null;
    if (!this.inFlight) this.flush();
  }

  private flush(): void {
    const next = this.pending;
    if (!next) return;
    this.pending = null;
    this.inFlight = true;
    this.transport.post(next);
  }

  private answered(answer: PreviewResponse): void {
    this.inFlight = false;
    if (answer.id === this.latestId) this.onResult(answer);
    if (this.pending && this.timer === null) this.flush();
  }
}
