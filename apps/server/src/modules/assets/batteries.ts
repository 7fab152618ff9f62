// Battery models for GET /assets/battery (platform-core §7). The shipped catalogue (drones.json,
// cameras.json) has no batteries, so this short list of the common enterprise packs ships here:
// capacity and voltage as printed by the maker. A fleet battery may also name a model not listed.
import type { TBatteryAsset } from '@sortie/domain/contracts';

export const BATTERIES: readonly TBatteryAsset[] = [
  {
    id: 'dji-m3e-battery',
    model_name: 'Mavic 3 Enterprise Series Intelligent Flight Battery',
    manufacturer: 'DJI',
    capacity_mah: 5000,
    voltage_v: 15.4,
    drone_ids: [
      'dji-mavic-3-enterprise',
      'dji-mavic-3-thermal',
      'dji-mavic-3-thermal-advanced',
      'dji-mavic-3-multispectral',
    ],
  },
  {
    id: 'dji-matrice-4-battery',
    model_name: 'Matrice 4 Series Intelligent Flight Battery',
    manufacturer: 'DJI',
    capacity_mah: 6741,
    voltage_v: 14.76,
    drone_ids: ['dji-matrice-4e', 'dji-matrice-4t'],
  },
  {
    id: 'dji-tb30',
    model_name: 'TB30 Intelligent Flight Battery',
    manufacturer: 'DJI',
    capacity_mah: 5880,
    voltage_v: 26.1,
    drone_ids: ['dji-matrice-30', 'dji-matrice-30t'],
  },
  {
    id: 'dji-tb60',
    model_name: 'TB60 Intelligent Flight Battery',
    manufacturer: 'DJI',
    capacity_mah: 5935,
    voltage_v: 52.8,
    drone_ids: ['dji-matrice-300-rtk', 'dji-matrice-350-rtk'],
  },
  {
    id: 'dji-phantom-4-battery',
    model_name: 'Phantom 4 Series Intelligent Flight Battery (5870 mAh)',
    manufacturer: 'DJI',
    capacity_mah: 5870,
    voltage_v: 15.2,
    drone_ids: [
      'dji-phantom-4-rtk',
      'dji-phantom-4-multispectral',
      'dji-phantom-4-pro',
      'dji-phantom-4-pro-v2',
      'dji-phantom-4-advanced',
    ],
  },
  {
    id: 'dji-air-3-battery',
    model_name: 'Air 3 Series Intelligent Flight Battery',
    manufacturer: 'DJI',
    capacity_mah: 4241,
    voltage_v: 14.76,
    drone_ids: ['dji-air-3', 'dji-air-3s'],
  },
  {
    id: 'dji-mini-4-pro-battery',
    model_name: 'Mini 4 Pro Intelligent Flight Battery',
    manufacturer: 'DJI',
    capacity_mah: 2590,
    voltage_v: 7.32,
    drone_ids: ['dji-mini-4-pro', 'dji-mini-3-pro', 'dji-mini-3'],
  },
];
