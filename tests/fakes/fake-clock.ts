/** A clock for the sync engine's tests: time moves only when the test says so, timers never fire by themselves. */
import type { Clock } from '../../src/features/notes/sync/timing';

const START = 1_700_000_000_000;

export class FakeClock implements Clock {
  private seq = 0;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  constructor(public t = START) {}

  /** Back to the start with no timer, in place. */
  reset(): void {
    this.t = START;
    this.timers.clear();
  }

  now = () => this.t;

  setTimeout = (fn: () => void, ms: number) => {
    const id = ++this.seq;
    this.timers.set(id, { at: this.t + ms, fn });
    return id;
  };

  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };

  /** The number of timers waiting. */
  get pending() {
    return this.timers.size;
  }

  /** When the earliest timer is due, if any. */
  get nextAt(): number | undefined {
    return Math.min(...[...this.timers.values()].map((t) => t.at));
  }

  /** Moves time on by `ms` and runs the timers that came due, in order. */
  advance(ms: number) {
    this.t += ms;
    const due = [...this.timers.entries()].filter(([, t]) => t.at <= this.t).sort((a, b) => a[1].at - b[1].at);
    for (const [id, timer] of due) {
      this.timers.delete(id);
      timer.fn();
    }
  }
}
