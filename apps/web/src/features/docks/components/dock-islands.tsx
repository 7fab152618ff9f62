// The dock card's islands (feature-areas §2): weather (wind in m/s, rain when the dock has a
// gauge) and hardware management (HMS: how many alarms, coloured by the worst level).
import AirOutlined from '@mui/icons-material/AirOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Chip, Tooltip } from '@mui/material';
import type { TDockState } from '@sortie/domain/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { hmsText } from './dock-word-text.ts';

/** Rainfall enum (dji-cloud-api.md §2.3): docks:rain.0–3; other values with their number. */
export const rainLabel = (t: TFunction, r: number | null) =>
  r === null
    ? t('docks:rain.none')
    : r >= 0 && r <= 3
      ? t(`docks:rain.${r}`)
      : t('docks:rain.level', { level: r });

/** HMS levels (§3): 0 notice, 1 caution, 2 warning (docks:hms.levels.0–2). */
export const hmsLevelLabel = (t: TFunction, l: number | null) =>
  l === null
    ? t('docks:hms.unknownLevel')
    : l >= 0 && l <= 2
      ? t(`docks:hms.levels.${l}`)
      : t('docks:hms.level', { level: l });

export function WeatherIsland({
  state,
  supportsRain,
}: {
  state: TDockState;
  supportsRain: boolean;
}) {
  const { t } = useTranslation('docks');
  const wind = Math.max(state.wind_speed ?? 0, state.drone?.wind_speed ?? 0);
  const parts = [
    state.wind_speed === null && state.drone?.wind_speed == null
      ? t('weather.windNone')
      : t('weather.wind', { speed: wind.toFixed(1) }),
    ...(supportsRain ? [rainLabel(t, state.rainfall)] : []),
  ];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<AirOutlined />}
      label={parts.join(' · ')}
      data-testid="dock-weather"
    />
  );
}

export function HmsIsland({ hms }: { hms: TDockState['hms'] }) {
  const { t } = useTranslation('docks');
  const worst = Math.max(...hms.map((h) => h.level ?? 0));
  return (
    <Tooltip title={hms.map((h) => hmsText(h)).join('\n')}>
      <Chip
        size="small"
        variant="outlined"
        color={worst >= 2 ? 'error' : worst === 1 ? 'warning' : 'default'}
        icon={<ReportProblemOutlined />}
        label={t('hms.count', { count: hms.length })}
        data-testid="dock-hms"
      />
    </Tooltip>
  );
}
