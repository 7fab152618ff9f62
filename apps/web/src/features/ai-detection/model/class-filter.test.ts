import { describe, expect, it } from 'vitest';
import { ClassCounter } from './class-counts.ts';
import { filterDetections } from './class-filter.ts';
import { groupOf, labelOf } from './coco-classes.ts';
import { FrameRate } from './frame-rate.ts';

const box = { x: 0, y: 0, width: 1, height: 1 };
const all = [
  { classId: 0, label: 'person', score: 0.9, box },
  { classId: 8, label: 'boat', score: 0.5, box },
  { classId: 2, label: 'car', score: 0.3, box },
  { classId: 16, label: 'dog', score: 0.8, box },
  { classId: 41, label: 'cup', score: 0.95, box },
];

describe('class groups', () => {
  it('numbers classes as the model does and groups them for the filter', () => {
    expect([labelOf(0), labelOf(8), labelOf(15), labelOf(79)]).toEqual([
      'person',
      'boat',
      'cat',
      'toothbrush',
    ]);
    expect(['person', 'truck', 'boat', 'airplane', 'horse', 'cup'].map(groupOf)).toEqual([
      'people',
      'vehicles',
      'boats',
      'aircraft',
      'animals',
      'other',
    ]);
  });
});

describe('filterDetections', () => {
  it('keeps the chosen groups at or above the confidence floor', () => {
    const out = filterDetections(all, {
      groups: new Set(['people', 'boats', 'vehicles']),
      minScore: 0.5,
    });
    expect(out.map((d) => d.label)).toEqual(['person', 'boat']);
  });

  it('shows nothing with no group chosen', () => {
    expect(filterDetections(all, { groups: new Set(), minScore: 0 })).toEqual([]);
  });
});

describe('ClassCounter', () => {
  it('reports the peak per class over the window and forgets older frames', () => {
    const counter = new ClassCounter(60_000);
    counter.add(0, ['person', 'person', 'boat']);
    counter.add(10_000, ['person']);
    counter.add(30_000, ['boat', 'boat', 'boat']);
    expect(counter.peaks(30_000)).toEqual([
      { label: 'boat', peak: 3 },
      { label: 'person', peak: 2 },
    ]);
    expect(counter.peaks(65_000)).toEqual([
      { label: 'boat', peak: 3 },
      { label: 'person', peak: 1 },
    ]);
    expect(counter.peaks(100_000)).toEqual([]);
  });
});

describe('FrameRate', () => {
  it('counts answers per second over its window', () => {
    const rate = new FrameRate(3000);
    expect(rate.fps()).toBe(0);
    for (let t = 0; t <= 2000; t += 250) rate.tick(t);
    expect(rate.fps()).toBe(4);
    rate.tick(6000); // a long pause: older ticks leave the window
    expect(rate.fps()).toBe(0);
  });
});
