// The verdict with its reasons and the dataset figures.
import { Alert, AlertTitle, Box, Chip, Stack, Typography } from '@mui/material';
import type { DataCheckResult } from '@sortie/domain/data-check';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFixed, formatNumber } from '../../../i18n/locale.ts';
import { reasonTexts } from '../analysis/words-text.ts';

const SEVERITY = { pass: 'success', warn: 'warning', fail: 'error' } as const;

const pct = (v: number | null) => (v === null ? '–' : `${formatFixed(v, 0)} %`);

/** One sentence on what the pixel checks looked at (a preview is the camera's own small copy). */
function pixelSourcesText(
  t: TFunction<'dataCheck'>,
  { preview, image, none }: DataCheckResult['figures']['pixelSources'],
) {
  const parts = [
    preview ? t('figures.pixelsPreview', { count: preview }) : '',
    image ? t('figures.pixelsImage', { count: image }) : '',
  ].filter(Boolean);
  const checked = parts.length ? t('figures.pixelsMeasured', { parts: parts.join(', ') }) : '';
  const skipped = none ? t('figures.pixelsNone', { count: none }) : '';
  return [checked, skipped].filter(Boolean).join(' ');
}

export function VerdictCard({ result }: { result: DataCheckResult }) {
  const { t } = useTranslation('dataCheck');
  const f = result.figures;
  const ps = f.pixelSources;
  const figures: [string, string][] = [
    [t('figures.images'), formatNumber(f.imageCount)],
    [t('figures.withGps'), formatNumber(f.withGps)],
    [t('figures.flagged'), formatNumber(f.flaggedCount)],
    [t('figures.front'), pct(f.frontOverlapPct)],
    [t('figures.side'), pct(f.sideOverlapPct)],
    [t('figures.strips'), formatNumber(f.stripCount)],
    [t('figures.coverage'), pct(f.coveragePct)],
    [t('figures.gsd'), f.gsdCm === null ? '–' : formatFixed(f.gsdCm, 2)],
  ];
  return (
    <Stack spacing={2}>
      <Alert
        severity={SEVERITY[result.verdict]}
        data-testid="data-check-verdict"
        data-verdict={result.verdict}
      >
        <AlertTitle>{t(`verdict.${result.verdict}`)}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="data-check-reasons">
          {reasonTexts(result).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Box>
      </Alert>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
        {figures.map(([k, v]) => (
          <Chip
            key={k}
            variant="outlined"
            label={
              <Typography variant="body2">
                {k}: <b>{v}</b>
              </Typography>
            }
          />
        ))}
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="data-check-pixel-sources"
        data-preview={ps.preview}
        data-image={ps.image}
        data-none={ps.none}
      >
        {pixelSourcesText(t, ps)}
      </Typography>
    </Stack>
  );
}
