// Achieved detection rate: answers per second over the last few seconds.
export class FrameRate {
  private times: number[] = [];

  constructor(private readonly windowMs = 3000) {}

  tick(at: number): void {
    this.times.push(at);
    while (this.times.length > 0 && this.times[0]! < at - this.windowMs) this.times.shift();
  }

  /** Frames per second; 0 until two answers have come. */
  fps(): number {
    if (this.times.length < 2) return 0;
    const span = this.times[this.times.length - 1]! - this.times[0]!;
    return span > 0 ? ((this.times.length - 1) * 1000) / span : 0;
  }
}
