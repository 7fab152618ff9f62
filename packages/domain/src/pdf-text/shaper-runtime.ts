// @pdf-lib/fontkit 1.1.1 ships its syllable state machine (used by the Indic shaper for
// Devanagari) as regenerator output: `regeneratorRuntime.mark(fn)` and `.wrap(body)`, where
// `body(context)` runs from `context.next`, returns the next yielded value and calls
// `context.stop()` at the end. It is the only generator in the build, and it neither throws into
// nor delegates, so this runtime covers exactly that contract instead of pulling in
// regenerator-runtime (about 25 KB) for one function. Without it, shaping Hindi throws
// "regeneratorRuntime is not defined".

type Context = { prev: number; next: number; done: boolean; stop(): void };
type Body = (context: Context) => unknown;

const runtime = {
  mark: <T>(fn: T): T => fn,
  wrap(body: Body): IterableIterator<unknown> {
    const context: Context = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
      },
    };
    const iterator: IterableIterator<unknown> = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = body(context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  },
};

/** Makes fontkit's Devanagari shaping work; harmless if a real runtime is already there. */
export function installShaperRuntime(): void {
  const g = globalThis as { regeneratorRuntime?: unknown };
  g.regeneratorRuntime ??= runtime;
}
