import type { TDroneAsset, TSensorAsset } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  ceilingMetres,
  downloadLink,
  droneFeatures,
  filterCatalogue,
  flightTimeMinutes,
  searchDrones,
  supportedTitle,
} from './drone-details.ts';

const drone: TDroneAsset = {
  id: 'd1',
  model_name: 'DJI Mavic 3 Enterprise (M3E)',
  manufacturer: 'DJI',
  picture_url: null,
  website: null,
  download_src: null,
  specs: {
    endurance: 2700,
    ceiling_height: 6000,
    max_speed_mps: null,
    weight_g: 915,
    max_waypoints: 200,
  },
  capabilities: { free_flight: 2, hms: 0, livestream: 1, ppk_rtk: null },
  camera_ids: ['c1'],
};
const camera = (over: Partial<TSensorAsset>): TSensorAsset => ({
  id: 'c1',
  model_name: 'Wide',
  make: 'DJI',
  picture_url: null,
  aspect_ratios: ['4:3'],
  sensor_attributes: {
    sensor_width_mm: 17.3,
    sensor_height_mm: 13,
    focal_length_mm: 12.29,
    image_width_px: 5280,
    image_height_px: 3956,
    mechanical_shutter: true,
  },
  compatible_with: [],
  capabilities: {
    mission_types: [{ mission_type: 'area_mapping', mission_planning: 2, mission_execution: 2 }],
    payload_types: ['rgb'],
  },
  specs: {
    drone_speed: { min: 1, max: 15, default: 8 },
    gimbal_pitch: { min: -90, max: 0, default: -45 },
    minimum_trigger_interval: 2,
  },
  ...over,
});

describe('drone details', () => {
  it('gives flight time in minutes and the ceiling in metres', () => {
    expect(flightTimeMinutes(drone)).toBe(45);
    expect(ceilingMetres(drone)).toBe(6000);
    expect(flightTimeMinutes({ specs: { ...drone.specs, endurance: null } })).toBeNull();
  });

  it('hides features the hardware lacks, always supports planning, derives execution from cameras', () => {
    const f = droneFeatures(drone, [camera({})]);
    expect(f.map((x) => [x.key, x.supported])).toEqual([
      ['mission_planning', true],
      ['mission_execution', true],
      ['data_verification', true],
      ['free_flight', true],
      ['livestream', false],
      ['ppk_rtk', false],
    ]);
    const none = droneFeatures(drone, [
      camera({
        make: '',
        capabilities: {
          mission_types: [{ mission_type: 'poi', mission_planning: 2, mission_execution: 0 }],
          payload_types: ['rgb'],
        },
      }),
    ]);
    expect(none.find((x) => x.key === 'mission_execution')?.supported).toBe(false);
    expect(none.find((x) => x.key === 'data_verification')?.supported).toBe(false);
    expect(none.find((x) => x.key === 'mission_planning')?.supported).toBe(true);
  });

  it('searches trimmed and case-insensitive, titles 70+ only while true, and finds download links', () => {
    expect(searchDrones([drone], '  mavic 3 ')).toHaveLength(1);
    expect(searchDrones([drone], 'phantom')).toHaveLength(0);
    expect(supportedTitle(74)).toBe('70+ Supported Drones');
    expect(supportedTitle(69)).toBe('69 Supported Drones');
    expect(downloadLink(drone, { androidAppUrl: 'a' })).toBeNull();
    expect(downloadLink({ download_src: 'play_store' }, { androidAppUrl: 'a' })).toBe('a');
  });

  it('filters the catalogue by maker, a supported capability and a payload of its cameras', () => {
    const autel = { ...drone, id: 'd2', manufacturer: 'Autel', camera_ids: [] };
    const any = { manufacturer: '', capability: '', payload: '', query: '' } as const;
    expect(
      filterCatalogue([drone, autel], [camera({})], { ...any, manufacturer: 'Autel' }),
    ).toEqual([autel]);
    expect(
      filterCatalogue([drone, autel], [camera({})], { ...any, capability: 'free_flight' }),
    ).toHaveLength(2);
    expect(
      filterCatalogue([drone, autel], [camera({})], { ...any, capability: 'livestream' }),
    ).toEqual([]);
    expect(filterCatalogue([drone, autel], [camera({})], { ...any, payload: 'rgb' })).toEqual([
      drone,
    ]);
    expect(filterCatalogue([drone, autel], [camera({})], { ...any, payload: 'thermal' })).toEqual(
      [],
    );
  });
});
