// The "Sample" chip of a collection made from sample data, on its card and on its page: a
// keyboard-focusable chip whose tooltip says what sample data is.
import { Chip, Tooltip } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function SampleChip({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('collections');
  return (
    <Tooltip title={t('card.sampleHint')} enterDelay={300}>
      <Chip
        size="small"
        label={t('card.sample')}
        color="secondary"
        variant="outlined"
        tabIndex={0}
        {...(sx ? { sx } : {})}
      />
    </Tooltip>
  );
}
