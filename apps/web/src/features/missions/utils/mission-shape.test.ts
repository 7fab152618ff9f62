import { describe, expect, it } from 'vitest';
import { buildMission } from '../testing/mission-factory.ts';
import { missionShape, shapeFeatures, shapeTransferables } from './mission-shape.ts';
import { photoMinZoom } from './photo-zoom.ts';

const { mission } = buildMission();

describe('mission shape', () => {
  it('packs waypoints and photos as interleaved longitude/latitude', () => {
    const shape = missionShape(mission);
    expect(shape.waypoints.length).toBe(mission.waypoints.length * 2);
    expect(shape.photos.length).toBe(mission.photos.length * 2);
    expect([shape.photos[2], shape.photos[3]]).toEqual([...mission.photos[1]!.position]);
    expect(shape.photoMinZoom).toBe(photoMinZoom(mission.photos.map((p) => p.position)));
    // Without a chosen take-off the drone launches at the first waypoint.
    expect(shape.takeoff).toEqual([...mission.waypoints[0]!.position]);
    expect(shapeTransferables(shape)).toEqual([shape.waypoints.buffer, shape.photos.buffer]);
  });

  it('survives a transfer to another thread', () => {
    const shape = missionShape(mission);
    const { port1 } = new MessageChannel();
    port1.postMessage(shape, shapeTransferables(shape));
    port1.close();
    // Transferred buffers are detached here: the sender no longer pays for them.
    expect(shape.photos.length).toBe(0);
  });

  it('draws one feature per role, the photos with the zoom they start at', () => {
    const shape = missionShape(mission);
    const { features } = shapeFeatures(shape);
    expect(features.map((f) => f.properties?.role as string)).toEqual([
      'path',
      'waypoint',
      'photo',
      'takeoff',
    ]);
    const [path, waypoints, photos] = features;
    expect(path?.geometry).toMatchObject({ type: 'LineString' });
    expect(waypoints?.geometry).toMatchObject({ type: 'MultiPoint' });
    expect(photos?.geometry.type === 'MultiPoint' && photos.geometry.coordinates.length).toBe(
      mission.photos.length,
    );
    expect(photos?.properties).toEqual({ role: 'photo', min_zoom: shape.photoMinZoom });
  });

  it('leaves out what a mission does not have', () => {
    const shape = missionShape({ ...mission, waypoints: [], photos: [], takeoff: null });
    expect(shapeFeatures(shape).features).toEqual([]);
  });
});
