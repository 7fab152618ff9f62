// The area slider of a point site's area mapping (decision 122): the square flown around the
// point is kept in acres (the contract's area_acres) and shown in the user's area unit, with the
// spec's steps (feature-areas §5): 1 for acres, 0.01 for sq km. Hectares and sq m take the same
// metric step (0.01 sq km = 1 ha = 10,000 sq m). The range is 1 acre to the 5000-acre mission
// cap, cut to whole steps inwards so both ends are values the slider can reach.
import {
  ACRES_PER_UNIT,
  MAX_MISSION_ACRES,
  formatNumber,
  roundTo,
  type AreaUnit,
} from '@sortie/domain';
import { MIN_GENERATED_AREA_ACRES } from '@sortie/domain/contracts';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { formatNumber as formatLocalNumber } from '../../../i18n/locale.ts';
import { unitText } from './mission-i18n.ts';

const STEPS: Readonly<Record<AreaUnit, number>> = {
  acres: 1,
  'sq. km': 0.01,
  ha: 1,
  'sq. m': 10_000,
};

export interface AreaSliderScale {
  unit: AreaUnit;
  step: number;
  min: number;
  max: number;
  /** Acres to the user's unit. */
  toDisplay: (acres: number) => number;
  /**
   * Acres to the slider's position: the nearest whole step within the range, so the keyboard
   * moves between grid values (10 acres sits at 0.04 sq km until moved; the request keeps the exact 10 acres).
   */
  toPosition: (acres: number) => number;
  /** The slider's value back to acres, kept within the contract's range. */
  toAcres: (value: number) => number;
  /** "10 acres", "1 acre", "0.04 sq. km". */
  text: (acres: number) => string;
}

export function areaSliderScale(unit: AreaUnit): AreaSliderScale {
  const step = STEPS[unit];
  const perUnit = ACRES_PER_UNIT[unit];
  const stepDecimals = Math.max(0, -Math.floor(Math.log10(step)));
  const toDisplay = (acres: number) => acres / perUnit;
  const whole = (value: number, round: (v: number) => number) =>
    roundTo(round(value / step) * step, stepDecimals);
  const min = whole(toDisplay(MIN_GENERATED_AREA_ACRES), Math.ceil);
  const max = whole(toDisplay(MAX_MISSION_ACRES), Math.floor);
  return {
    unit,
    step,
    min,
    max,
    toDisplay,
    toPosition: (acres) => Math.min(max, Math.max(min, whole(toDisplay(acres), Math.round))),
    toAcres: (value) =>
      Math.min(MAX_MISSION_ACRES, Math.max(MIN_GENERATED_AREA_ACRES, roundTo(value * perUnit, 5))),
    text: (acres) => {
      const value = toDisplay(acres);
      // English keeps the domain's words ('1 acre', '10 acres'); Hindi reads the catalogue.
      if (currentLanguage() === 'en')
        return `${formatNumber(value)} ${unit === 'acres' && value === 1 ? 'acre' : unit}`;
      const number = formatLocalNumber(value, { maximumFractionDigits: 2 });
      return unit === 'acres'
        ? i18n.t('missions:area.acres', { count: value, number })
        : `${number} ${unitText(unit)}`;
    },
  };
}
