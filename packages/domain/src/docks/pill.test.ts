import { describe, expect, it } from 'vitest';
import { dockPill, type PillInput } from './pill.ts';

const ready: PillInput = {
  online: true,
  droneModeCode: 0,
  batteryPercent: 90,
  lowBatteryThreshold: null,
  supportsRainfall: true,
  rainfall: 0,
  dockWindSpeed: 2,
  droneWindSpeed: null,
  onBackupBattery: false,
};

describe('dock state pill (feature-areas §4, first match wins)', () => {
  it.each([
    [{ online: false, droneModeCode: 5 }, 'offline', 'Offline N/A'],
    [{ droneModeCode: 5, batteryPercent: 5 }, 'on_mission', 'On Mission'],
    [{ droneModeCode: 17 }, 'on_mission', 'On Mission'],
    [{ droneModeCode: 9, batteryPercent: 5 }, 'flying', 'Flying'],
    [{ droneModeCode: 16 }, 'flying', 'Flying'],
    [{ batteryPercent: 29, rainfall: 3 }, 'battery_low', 'Battery Low'],
    [{ batteryPercent: 24, lowBatteryThreshold: 25 }, 'battery_low', 'Battery Low'],
    [{ batteryPercent: 24, lowBatteryThreshold: 20 }, 'ready', 'Ready To Fly'],
    [{ rainfall: 2, dockWindSpeed: 20 }, 'rain', 'Rain - N/A'],
    [{ rainfall: 1 }, 'ready', 'Ready To Fly'],
    [{ rainfall: 3, supportsRainfall: false }, 'ready', 'Ready To Fly'],
    [{ droneWindSpeed: 12.1 }, 'gust', 'Gust - N/A'],
    [{ dockWindSpeed: 12 }, 'ready', 'Ready To Fly'],
    // Unknown aircraft modes (new firmware) fall through to the weather and battery checks.
    [{ droneModeCode: 99 }, 'ready', 'Ready To Fly'],
  ] as const)('%o → %s', (change, kind, label) => {
    expect(dockPill({ ...ready, ...change })).toMatchObject({ kind, label });
  });

  it('is amber on backup battery, green otherwise', () => {
    expect(dockPill(ready).color).toBe('green');
    expect(dockPill({ ...ready, onBackupBattery: true }).color).toBe('amber');
  });
});
