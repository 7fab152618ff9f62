import { describe, expect, it } from 'vitest';
import { DOCK_AIRCRAFT, dockAircraftByModelKey, dockAircraftOf } from './aircraft.ts';

describe('dock aircraft', () => {
  it('finds a catalogue drone and a reported model key; nothing else', () => {
    expect(dockAircraftOf('dji-matrice-3td')).toEqual({ modelKey: '0-91-1', name: 'Matrice 3TD' });
    expect(dockAircraftOf('dji-mavic-3e')).toBeUndefined();
    expect(dockAircraftOf('constructor')).toBeUndefined();
    expect(dockAircraftOf(null)).toBeUndefined();
    expect(dockAircraftByModelKey('0-100-0')?.name).toBe('Matrice 4D');
    expect(dockAircraftByModelKey(null)).toBeUndefined();
  });

  it('every model key names one aircraft', () => {
    const keys = Object.values(DOCK_AIRCRAFT).map((a) => a.modelKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
