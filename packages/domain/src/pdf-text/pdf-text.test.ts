import { describe, expect, it } from 'vitest';
import { drawable, fitToWidth, installShaperRuntime, wrapToWidth } from './index.ts';

const measure = (s: string) => [...s].length;

describe('PDF text helpers (decision 436)', () => {
  it('replaces what the font cannot draw', () => {
    const font = new Set([...'मिशन A1'].map((c) => c.codePointAt(0)!));
    expect(drawable('मिशन A1 東京', font)).toBe('मिशन A1 ??');
  });

  it('cuts a letter at a time: no vowel sign or half form left alone', () => {
    // 'क्षेत्र' is seven code points in two letters (क्षे, त्र): cutting code points would
    // end on 'त्', a dangling half form.
    expect(fitToWidth('क्षेत्र क्षेत्र', 9, measure)).toBe('क्षे...');
    expect(fitToWidth('short', 10, measure)).toBe('short');
    expect(fitToWidth('ab cdefgh', 6, measure)).toBe('ab...');
  });

  it('wraps between words and cuts a word longer than the line', () => {
    expect(wrapToWidth('one two three four', 9, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrapToWidth('abcdefghijkl x', 8, measure)).toEqual(['abcde...', 'x']);
    expect(wrapToWidth('', 8, measure)).toEqual(['']);
  });

  it('runs a regenerator-compiled generator as fontkit uses it', () => {
    installShaperRuntime();
    const rt = (globalThis as unknown as Record<string, Runtime>).regeneratorRuntime!;
    // The shape of fontkit's StateMachine.match after regenerator: yields 1, 2, then stops.
    const gen = rt.mark(() =>
      rt.wrap((c) => {
        for (;;) {
          switch ((c.prev = c.next)) {
            case 0:
              c.next = 1;
              return 1;
            case 1:
              c.next = 2;
              return 2;
            default:
              return c.stop();
          }
        }
      }),
    );
    expect([...{ [Symbol.iterator]: gen }]).toEqual([1, 2]);
  });
});

type Ctx = { prev: number; next: number; stop(): undefined };
type Runtime = {
  mark<T>(fn: T): T;
  wrap(body: (c: Ctx) => unknown): IterableIterator<unknown>;
};
