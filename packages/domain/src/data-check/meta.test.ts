import { describe, expect, it } from 'vitest';
import { detectCamera } from './camera.ts';
import { metaFromTags } from './meta.ts';

describe('metaFromTags', () => {
  it('reads GPS, EXIF and DJI XMP numbers written as signed strings', () => {
    const m = metaFromTags('a.jpg', {
      latitude: 12.9,
      longitude: 77.5,
      GPSAltitude: 950.2,
      RelativeAltitude: '+80.10',
      AbsoluteAltitude: '+950.20',
      GimbalPitchDegree: '-89.90',
      GimbalYawDegree: '+12.00',
      FlightYawDegree: '+11.50',
      RtkFlag: 50,
      Make: 'DJI',
      Model: 'M3E',
      FocalLength: 12.29,
      ExposureTime: 0.001,
      ISO: 100,
      DateTimeOriginal: '2026:11:24 10:00:05',
    });
    expect(m).toMatchObject({
      lat: 12.9,
      relAltitude: 80.1,
      absAltitude: 950.2,
      gimbalPitch: -89.9,
      flightYaw: 11.5,
      rtkFlag: 50,
      time: Date.UTC(2026, 10, 24, 10, 0, 5),
    });
  });

  it('reads nonsense as missing, never as a place', () => {
    expect(metaFromTags('b.jpg', { latitude: 300, longitude: 'x' }).lat).toBeNull();
    expect(metaFromTags('c.jpg', { latitude: 0, longitude: 0 }).lon).toBeNull();
    expect(metaFromTags('d.jpg', null).make).toBeNull();
  });
});

describe('detectCamera', () => {
  const cat = [
    {
      id: 'a',
      model_name: 'Mavic 3E wide',
      make: 'DJI',
      sensor_attributes: {
        sensor_width_mm: 17.3,
        sensor_height_mm: 13,
        focal_length_mm: 12.29,
        image_width_px: 5280,
        image_height_px: 3956,
      },
    },
    {
      id: 'b',
      model_name: 'No geometry',
      make: 'DJI',
      sensor_attributes: {
        sensor_width_mm: null,
        sensor_height_mm: null,
        focal_length_mm: 12.3,
        image_width_px: null,
        image_height_px: null,
      },
    },
  ];
  it('matches make and focal length and skips entries without geometry', () => {
    expect(detectCamera({ make: 'dji', model: 'M3E', focalLengthMm: 12.3 }, cat)?.id).toBe('a');
    expect(detectCamera({ make: 'Autel', model: 'X', focalLengthMm: 12.3 }, cat)).toBeNull();
  });
});
