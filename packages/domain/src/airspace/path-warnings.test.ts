// The planner's warning rule, table-driven: each way a path can break a ceiling or enter a zone,
// on its own, and a path that breaks nothing.
import { describe, expect, it } from 'vitest';
import type { Finding, Verdict } from './judge.ts';
import { pathWarnings } from './path-warnings.ts';

const zone = (name: string, floorM: number, ceilingM: number) => ({
  id: name,
  name,
  floorM,
  ceilingM,
  source: 'test',
});
const verdict = (...findings: Finding[]): Verdict => ({
  class: findings.some((f) => f.class === 'red')
    ? 'red'
    : findings.some((f) => f.class === 'yellow')
      ? 'yellow'
      : 'green',
  permissionNeeded: findings.some((f) => f.class !== 'green'),
  maxHeightM: Math.min(121.92, ...findings.map((f) => f.freeHeightM)),
  findings,
});
const red: Finding = {
  class: 'red',
  kind: 'zone',
  text: 'Stadium (0–500 m): no-drone zone',
  freeHeightM: 0,
  zone: zone('Stadium', 0, 500),
};
const yellow: Finding = {
  class: 'yellow',
  kind: 'zone',
  text: 'Range (30–300 m): controlled airspace',
  freeHeightM: 30,
  zone: zone('Range', 30, 300),
};
const greenZone: Finding = {
  class: 'green',
  kind: 'zone',
  text: 'Park: green up to 50 m',
  freeHeightM: 50,
  zone: zone('Park', 0, 50),
};
const ringFree: Finding = {
  class: 'green',
  kind: 'aerodrome',
  text: '9.0 km from the perimeter of X: up to 61 m without permission',
  freeHeightM: 60.96,
  aerodrome: { ident: 'X', name: 'Kempegowda', distanceKm: 9 },
};
const ringControlled: Finding = {
  class: 'yellow',
  kind: 'aerodrome',
  text: '3.0 km from the perimeter of X: controlled airspace from the ground',
  freeHeightM: 0,
  aerodrome: { ident: 'X', name: 'Kempegowda', distanceKm: 3 },
};
const height: Finding = {
  class: 'yellow',
  kind: 'height',
  text: '150 m is above the 122 m flown here without permission',
  freeHeightM: 121.92,
};

const rows: [string, Verdict, number, [string, RegExp][]][] = [
  ['green, below every ceiling', verdict(greenZone, ringFree), 40, []],
  ['enters a no-drone zone', verdict(red), 40, [['enters_zone', /enters Stadium \(no-drone zone/]]],
  [
    'enters controlled airspace',
    verdict(yellow),
    40,
    [['enters_zone', /enters Range \(controlled/]],
  ],
  [
    'climbs above an imported green zone’s ceiling',
    verdict(greenZone),
    80,
    [['above_ceiling', /80 m, above the 50 m ceiling of Park/]],
  ],
  [
    'climbs above a ring’s free height',
    verdict(ringFree),
    80,
    [['above_ceiling', /above the 61 m allowed 9.0 km from Kempegowda/]],
  ],
  [
    'starts inside an aerodrome’s controlled ring',
    verdict(ringControlled),
    40,
    [['enters_zone', /controlled airspace: 3.0 km/]],
  ],
  [
    'climbs above the brand maximum',
    verdict(height),
    150,
    [['above_ceiling', /150 m, above the 122 m flown here/]],
  ],
];

describe('pathWarnings', () => {
  it.each(rows)('%s', (_, v, h, expected) => {
    const w = pathWarnings(v, h);
    expect(w.map((x) => x.kind)).toEqual(expected.map((e) => e[0]));
    w.forEach((x, i) => expect(x.text).toMatch(expected[i]![1]));
  });

  it('puts red first and says the height once when a ring already said it', () => {
    const w = pathWarnings(verdict(ringFree, height, red), 150);
    expect(w.map((x) => x.class)).toEqual(['red', 'yellow']);
    expect(w.filter((x) => x.kind === 'above_ceiling')).toHaveLength(1);
  });
});
