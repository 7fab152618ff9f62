// Weekly sign-ups on /governance as a labelled bar chart (issue 10 §7: the chart had no title,
// axes or legend). A <figure> named by its caption; each bar is a list item whose name says the
// week and the count, so a screen reader reads the same figures a sighted user sees.
import { Box, Stack, Typography } from '@mui/material';
import { formatCompactNumber, formatShortDate } from '../../../i18n/locale.ts';
import type { TGovernanceResponse } from '@sortie/domain/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Week = TGovernanceResponse['signups_per_week'][number];

const BAR_AREA_PX = 120;

/** A week's Monday as '16 Nov 2026': the UTC date the server sends, shown as that day anywhere. */
export function weekLabel(weekStart: string): string {
  const [y, m, d] = weekStart.slice(0, 10).split('-').map(Number);
  return y && m && d ? formatShortDate(new Date(y, m - 1, d)) : weekStart;
}

/** '16 Nov': the tick under a bar (the year is in the caption's range). */
const shortWeek = (weekStart: string): string => weekLabel(weekStart).replace(/ \d{4}$/, '');

export function SignupsChart({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useTranslation('usage');
  const captionId = useId();
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const range =
    weeks.length > 0
      ? t('chart.range', {
          from: weekLabel(weeks[0]!.week_start),
          to: weekLabel(weeks[weeks.length - 1]!.week_start),
        })
      : '';
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography id={captionId} component="figcaption" variant="h6" sx={{ mb: 0.5 }}>
        {t('chart.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('chart.caption', { range, total: formatCompactNumber(total) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Box
          aria-hidden
          sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: 'primary.main' }}
        />
        <Typography variant="caption" data-testid="signups-legend">
          {t('chart.legend')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'stretch' }}>
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="signups-y-axis"
          sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center' }}
        >
          {t('chart.axis')}
        </Typography>
        <Box
          role="list"
          aria-label={t('chart.title')}
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'flex-end',
            gap: 0.75,
            minHeight: BAR_AREA_PX + 44,
            overflowX: 'auto',
            borderLeft: 1,
            borderBottom: 1,
            borderColor: 'divider',
            px: 0.5,
          }}
        >
          {weeks.map((w) => (
            <Box
              role="listitem"
              key={w.week_start}
              aria-label={t('chart.barLabel', {
                week: weekLabel(w.week_start),
                count: formatCompactNumber(w.count),
              })}
              title={t('chart.barTitle', {
                week: weekLabel(w.week_start),
                count: formatCompactNumber(w.count),
              })}
              sx={{
                flex: '1 0 36px',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.5,
              }}
            >
              <Typography variant="caption">{formatCompactNumber(w.count)}</Typography>
              <Box
                sx={{
                  width: '100%',
                  height: `${(w.count / max) * BAR_AREA_PX}px`,
                  minHeight: 2,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                }}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                aria-hidden
                sx={{ whiteSpace: 'nowrap', fontSize: 10 }}
              >
                {shortWeek(w.week_start)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        data-testid="signups-x-axis"
        sx={{ textAlign: 'center', mt: 0.5 }}
      >
        {t('chart.xAxis')}
      </Typography>
    </Box>
  );
}
