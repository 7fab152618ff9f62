// The dock card's islands (feature-areas §2): weather (wind in m/s, rain when the dock has a
// gauge) and hardware management (HMS: how many alarms, coloured by the worst level).
import AirOutlined from '@mui/icons-material/AirOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Chip, Tooltip } from '@mui/material';
import type { TDockState } from '@sortie/domain/contracts';

/** Rainfall enum (dji-cloud-api.md §2.3); other values are shown with their number. */
export const RAIN_LABELS = ['No rain', 'Light rain', 'Moderate rain', 'Heavy rain'];
export const rainLabel = (r: number | null) =>
  r === null ? 'Rain N/A' : (RAIN_LABELS[r] ?? `Rain level ${r}`);

/** HMS levels (§3): 0 notice, 1 caution, 2 warning. */
export const HMS_LEVELS = ['Notice', 'Caution', 'Warning'];
export const hmsLevelLabel = (l: number | null) =>
  l === null ? 'Unknown level' : (HMS_LEVELS[l] ?? `Level ${l}`);

export function WeatherIsland({
  state,
  supportsRain,
}: {
  state: TDockState;
  supportsRain: boolean;
}) {
  const wind = Math.max(state.wind_speed ?? 0, state.drone?.wind_speed ?? 0);
  const parts = [
    state.wind_speed === null && state.drone?.wind_speed == null
      ? 'Wind N/A'
      : `${wind.toFixed(1)} m/s`,
    ...(supportsRain ? [rainLabel(state.rainfall)] : []),
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
  const worst = Math.max(...hms.map((h) => h.level ?? 0));
  return (
    <Tooltip title={hms.map((h) => h.description).join('\n')}>
      <Chip
        size="small"
        variant="outlined"
        color={worst >= 2 ? 'error' : worst === 1 ? 'warning' : 'default'}
        icon={<ReportProblemOutlined />}
        label={`${hms.length} HMS`}
        data-testid="dock-hms"
      />
    </Tooltip>
  );
}
