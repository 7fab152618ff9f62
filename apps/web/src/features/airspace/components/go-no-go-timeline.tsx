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
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/locale.ts';
import { codedText } from './coded-text.ts';
import { reasonTexts } from './reason-text.ts';

// One formatter per locale: toLocaleString with options builds a new Intl.DateTimeFormat per
// call, and the timeline labels 48 hours twice on each render (a third of a second on a slow phone).
const hourFormats = new Map<string, Intl.DateTimeFormat>();
const hourLabel = (iso: string) => {
  const locale = intlLocale();
  let format = hourFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    hourFormats.set(locale, format);
  }
  return format.format(new Date(iso));
};

export function GoNoGoTimeline({
  forecast,
  units = DEFAULT_UNIT_PREFERENCES,
}: {
  forecast: TForecast;
  units?: TUnitPreferences;
}) {
  const { t } = useTranslation('airspace');
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
          {codedText(forecast.weather_note, forecast.weather_note_code, 'notes')}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(forecast.drone.is_default ? 'timeline.flyableDefault' : 'timeline.flyable', {
          go: goCount,
          total: forecast.verdicts.length,
          height: formatHeight(forecast.height_m, units).text,
        })}
      </Typography>
      <Box
        role="list"
        aria-label={t('timeline.byHour')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(24, 1fr)', gap: '2px' }}
      >
        {forecast.verdicts.map((v, i) => (
          <Tooltip
            key={v.time}
            title={t(v.go ? 'timeline.hourGo' : 'timeline.hourNoGo', { hour: hourLabel(v.time) })}
          >
            <Box
              role="listitem"
              component="button"
              type="button"
              aria-label={t(v.go ? 'timeline.hourGo' : 'timeline.hourNoGo', {
                hour: hourLabel(v.time),
              })}
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
            {t(verdict.go ? 'timeline.hourTitleGo' : 'timeline.hourTitleNoGo', {
              hour: hourLabel(verdict.time),
            })}
          </Typography>
          {reasonTexts(verdict).map((r) => (
            <Typography key={r} variant="body2" color="error">
              {r}
            </Typography>
          ))}
          {hour && (
            <Typography sx={{ color: 'text.secondary' }} variant="caption">
              {t('timeline.weather', {
                wind10: speed(hour.wind_10m_ms),
                windHeight: speed(hour.wind_at_height_ms),
                gusts: speed(hour.gusts_ms),
                rainPct: hour.precip_probability_pct,
                rainMm: hour.precip_mm,
                temperature: formatTemperature(hour.temperature_c, units).text,
                cloud: hour.cloud_cover_pct,
              })}
              {hour.visibility_m !== null
                ? t('timeline.visibility', {
                    visibility: formatDistance(hour.visibility_m, units, { unit: 'km' }).text,
                  })
                : ''}
            </Typography>
          )}
        </Box>
      )}
      {forecast.daylight[1] && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('timeline.today', {
            dawn: timeOf(forecast.daylight[1].civil_dawn),
            sunrise: timeOf(forecast.daylight[1].sunrise),
            sunset: timeOf(forecast.daylight[1].sunset),
            dusk: timeOf(forecast.daylight[1].civil_dusk),
          })}
        </Typography>
      )}
    </Box>
  );
}

const timeOf = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' })
    : '—';
