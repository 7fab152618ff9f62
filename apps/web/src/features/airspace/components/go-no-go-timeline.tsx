// 48 hours of go/no-go as a strip of hour cells (green go, red no-go); choosing an hour shows its
// weather and the reason for every no. Weather off or unavailable is said in a sentence. Wind,
// temperature, heights and visibility in the user's units (profile unit preferences; the
// defaults when signed out); rain stays in millimetres, which no preference covers.
import { Alert, Box, Tooltip, Typography } from '@mui/material';
import {
  DEFAULT_UNIT_PREFERENCES,
  formatDistance,
  formatHeight,
  formatSpeed,
  formatTemperature,
} from '@sortie/domain';
import type { TForecast, TUnitPreferences } from '@sortie/domain/contracts';
import { useState } from 'react';

const hourLabel = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

export function GoNoGoTimeline({
  forecast,
  units = DEFAULT_UNIT_PREFERENCES,
}: {
  forecast: TForecast;
  units?: TUnitPreferences;
}) {
  const speed = (mps: number) => formatSpeed(mps, units).text;
  const firstNo = forecast.verdicts.findIndex((v) => !v.go);
  const [chosen, setChosen] = useState(Math.max(0, firstNo));
  const verdict = forecast.verdicts[chosen];
  const hour = verdict ? forecast.hours.find((h) => h.time === verdict.time) : undefined;
  const goCount = forecast.verdicts.filter((v) => v.go).length;
  return (
    <Box data-testid="go-no-go-timeline">
      {forecast.weather_note && (
        <Alert severity={forecast.weather === 'off' ? 'info' : 'warning'} sx={{ mb: 1 }}>
          {forecast.weather_note}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {goCount} of {forecast.verdicts.length} hours flyable at{' '}
        {formatHeight(forecast.height_m, units).text}
        {forecast.drone.is_default ? ' (default drone limits)' : ''}.
      </Typography>
      <Box
        role="list"
        aria-label="Go/no-go by hour"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(24, 1fr)', gap: '2px' }}
      >
        {forecast.verdicts.map((v, i) => (
          <Tooltip key={v.time} title={`${hourLabel(v.time)}: ${v.go ? 'go' : 'no-go'}`}>
            <Box
              role="listitem"
              component="button"
              type="button"
              aria-label={`${hourLabel(v.time)} ${v.go ? 'go' : 'no-go'}`}
              data-go={v.go}
              onClick={() => setChosen(i)}
              sx={{
                height: 22,
                border: i === chosen ? '2px solid' : 0,
                borderColor: 'text.primary',
                borderRadius: 0.5,
                cursor: 'pointer',
                bgcolor: v.go ? 'success.main' : 'error.main',
                opacity: i === chosen ? 1 : 0.75,
              }}
            />
          </Tooltip>
        ))}
      </Box>
      {verdict && (
        <Box data-testid="go-no-go-detail" sx={{ mt: 1 }}>
          <Typography variant="subtitle2">
            {hourLabel(verdict.time)}: {verdict.go ? 'Go' : 'No-go'}
          </Typography>
          {verdict.reasons.map((r) => (
            <Typography key={r} variant="body2" color="error">
              {r}
            </Typography>
          ))}
          {hour && (
            <Typography variant="caption" color="text.secondary">
              Wind {speed(hour.wind_10m_ms)} at 10 m, {speed(hour.wind_at_height_ms)} at flight
              height, gusts {speed(hour.gusts_ms)} · rain {hour.precip_probability_pct}% (
              {hour.precip_mm} mm) · {formatTemperature(hour.temperature_c, units).text} · cloud{' '}
              {hour.cloud_cover_pct}%
              {hour.visibility_m !== null
                ? ` · visibility ${formatDistance(hour.visibility_m, units, { unit: 'km' }).text}`
                : ''}
            </Typography>
          )}
        </Box>
      )}
      {forecast.daylight[1] && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          Today: civil dawn {timeOf(forecast.daylight[1].civil_dawn)}, sunrise{' '}
          {timeOf(forecast.daylight[1].sunrise)}, sunset {timeOf(forecast.daylight[1].sunset)},
          civil dusk {timeOf(forecast.daylight[1].civil_dusk)}.
        </Typography>
      )}
    </Box>
  );
}

const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }) : '—';
