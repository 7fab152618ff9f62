import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_PREFERENCES, ZUnitPreferences } from '../contracts/users.ts';
import { SQ_M_PER_ACRE } from '../constants.ts';
import {
  ACRES_PER_UNIT,
  AREA_UNITS,
  convertArea,
  formatArea,
  squareMetresToAcres,
} from './area.ts';
import { formatDistance, formatHeight, metresTo, toMetres, unitFor } from './distance.ts';
import { formatSpeed, metresPerSecondTo, toMetresPerSecond } from './speed.ts';
import { celsiusTo, formatTemperature } from './temperature.ts';
import { IMPERIAL_UNIT_PREFERENCES } from './unit-preferences.ts';

describe('presets', () => {
  it('are valid unit_preferences; metric is the default', () => {
    expect(ZUnitPreferences.parse(IMPERIAL_UNIT_PREFERENCES)).toEqual(IMPERIAL_UNIT_PREFERENCES);
    expect(DEFAULT_UNIT_PREFERENCES.distance).toBe('metric');
    expect(DEFAULT_UNIT_PREFERENCES.area).toBe('acres');
  });
});

describe('area (platform-core §9, base acres)', () => {
  it('uses the spec factors exactly', () => {
    expect(ACRES_PER_UNIT).toEqual({
      acres: 1,
      ha: 2.47105,
      'sq. km': 247.105,
      'sq. m': 0.000247105,
    });
    expect(AREA_UNITS).toEqual(['acres', 'ha', 'sq. km', 'sq. m']);
    expect(convertArea(1, 'ha', 'acres')).toBe(2.47105);
    expect(convertArea(1, 'sq. km', 'acres')).toBe(247.105);
    expect(convertArea(1, 'sq. m', 'acres')).toBe(0.00025);
    expect(convertArea(247.105, 'acres', 'sq. km')).toBe(1);
    expect(convertArea(100, 'ha', 'sq. km')).toBe(1);
  });

  it('formats square metres in the chosen unit', () => {
    expect(formatArea(SQ_M_PER_ACRE * 10, { area: 'acres' })).toEqual({
      value: 10,
      unit: 'acres',
      text: '10 acres',
    });
    expect(squareMetresToAcres(40_468.6)).toBe(10);
    expect(formatArea(25_000, { area: 'ha' })).toEqual({ value: 2.5, unit: 'ha', text: '2.5 ha' });
    expect(formatArea(3_000_000, { area: 'sq. km' }).text).toBe('3 sq. km');
    expect(formatArea(1234.5, { area: 'sq. m' }).text).toBe('1235 sq. m');
  });
});

describe('distance and height (platform-core §9, base metres)', () => {
  it('converts with the spec factors, rounded to 5 decimals', () => {
    expect(metresTo(1, 'ft')).toBe(3.28084);
    expect(metresTo(1, 'in')).toBe(39.37008);
    expect(metresTo(1609.344, 'mi')).toBe(1);
    expect(metresTo(1, 'cm')).toBe(100);
    expect(metresTo(1500, 'km')).toBe(1.5);
    expect(toMetres(100, 'ft')).toBe(30.48);
    expect(toMetres(1, 'mi')).toBe(1609.344);
  });

  it('swaps cm→in, m→ft, km→mi for imperial users', () => {
    expect(unitFor('cm', 'imperial')).toBe('in');
    expect(unitFor('m', 'imperial')).toBe('ft');
    expect(unitFor('km', 'imperial')).toBe('mi');
    expect(unitFor('km', 'metric')).toBe('km');
    expect(formatDistance(30, { distance: 'imperial' }, { unit: 'm' }).unit).toBe('ft');
  });

  it('picks a scale by size', () => {
    expect(formatDistance(0.5, { distance: 'metric' })).toEqual({
      value: 50,
      unit: 'cm',
      text: '50 cm',
    });
    expect(formatDistance(250, { distance: 'metric' }).text).toBe('250 m');
    expect(formatDistance(2500, { distance: 'metric' }).text).toBe('2.5 km');
    expect(formatDistance(0.2, { distance: 'imperial' }).unit).toBe('in');
    expect(formatDistance(100, { distance: 'imperial' }).text).toBe('328.1 ft');
    expect(formatDistance(3218.688, { distance: 'imperial' }).text).toBe('2 mi');
  });

  it('shows lengths and heights of 1000 and over whole, never as "2.8K ft" (issue 10 §7)', () => {
    expect(formatHeight(850, IMPERIAL_UNIT_PREFERENCES).text).toBe('2789 ft');
    expect(formatDistance(850, { distance: 'imperial' }).text).toBe('2789 ft');
    expect(formatHeight(1500, { height: 'metric' }).text).toBe('1500 m');
    expect(formatArea(6_070_284, { area: 'acres' }).text).toBe('1500 acres');
    expect(formatHeight(0, IMPERIAL_UNIT_PREFERENCES).text).toBe('0 ft');
  });

  it('shows heights in m or ft only', () => {
    expect(formatHeight(120, { height: 'metric' }).text).toBe('120 m');
    expect(formatHeight(1500, { height: 'metric' }).unit).toBe('m');
    expect(formatHeight(120, IMPERIAL_UNIT_PREFERENCES)).toEqual({
      value: 393.70079,
      unit: 'ft',
      text: '393.7 ft',
    });
  });
});

describe('speed and temperature', () => {
  it('converts m/s with ×3.6 and ×2.23694', () => {
    expect(metresPerSecondTo(10, 'km/h')).toBe(36);
    expect(metresPerSecondTo(10, 'mi/h')).toBe(22.3694);
    expect(metresPerSecondTo(8, 'm/s')).toBe(8);
    expect(toMetresPerSecond(36, 'km/h')).toBe(10);
    expect(formatSpeed(8, { speed: 'km/h' })).toEqual({
      value: 28.8,
      unit: 'km/h',
      text: '28.8 km/h',
    });
  });

  it('uses F = 1.8 C + 32', () => {
    expect(celsiusTo(100, 'F')).toBe(212);
    expect(celsiusTo(-40, 'F')).toBe(-40);
    expect(celsiusTo(21.5, 'C')).toBe(21.5);
    expect(formatTemperature(21.5, { temperature: 'F' }).text).toBe('70.7 °F');
  });
});
