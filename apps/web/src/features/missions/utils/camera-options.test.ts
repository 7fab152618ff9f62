import { listCameras, listDrones } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import { cameraLabel, droneLabel } from './camera-options.ts';

/** The first word of a label shows up again right after the maker ("Autel Robotics Autel …"). */
const repeatsMaker = (label: string, maker: string): boolean => {
  const first = maker.split(/[\s/]+/)[0]!.toLowerCase();
  const rest = label.toLowerCase().split(/\s+/).slice(1);
  return label.toLowerCase().startsWith(first) && rest.includes(first);
};

describe('drone and camera labels (issue 10 §7: no "DJI DJI Mavic 3")', () => {
  it('names the maker once', () => {
    expect(droneLabel({ manufacturer: 'DJI', model_name: 'DJI Mavic 3' })).toBe('DJI Mavic 3');
    expect(droneLabel({ manufacturer: 'DJI', model_name: 'Mavic 3' })).toBe('DJI Mavic 3');
    expect(droneLabel({ manufacturer: 'Autel Robotics', model_name: 'Autel EVO II Pro V3' })).toBe(
      'Autel EVO II Pro V3',
    );
    expect(cameraLabel({ make: 'Hasselblad / DJI', model_name: 'Hasselblad L2D-20c' })).toBe(
      'Hasselblad L2D-20c',
    );
  });

  it('repeats no maker anywhere in the bundled catalogue', () => {
    const drones = listDrones().map((d) => [droneLabel(d), d.manufacturer] as const);
    const cameras = listCameras().map((c) => [cameraLabel(c), c.make] as const);
    const repeated = [...drones, ...cameras].filter(([label, maker]) => repeatsMaker(label, maker));
    expect(repeated).toEqual([]);
  });
});
