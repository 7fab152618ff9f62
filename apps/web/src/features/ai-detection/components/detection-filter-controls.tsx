// Class groups to show and the confidence floor; shared by the live overlay and the test bench.
import { Box, Chip, Slider, Stack, Typography } from '@mui/material';
import { CLASS_GROUPS, type ClassGroup } from '../model/coco-classes.ts';
import type { DetectionFilter } from '../model/class-filter.ts';
import { useTranslation } from 'react-i18next';

export const DEFAULT_FILTER: DetectionFilter = {
  groups: new Set(CLASS_GROUPS.map((g) => g.id)),
  minScore: 0.4,
};

export function DetectionFilterControls(props: {
  filter: DetectionFilter;
  onChange: (filter: DetectionFilter) => void;
}) {
  const { filter, onChange } = props;
  const { t } = useTranslation('ai');
  const toggle = (id: ClassGroup) => {
    const groups = new Set(filter.groups);
    if (groups.has(id)) groups.delete(id);
    else groups.add(id);
    onChange({ ...filter, groups });
  };
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5 }}
        role="group"
        aria-label={t('filter.classes')}
      >
        {CLASS_GROUPS.map((g) => (
          <Chip
            key={g.id}
            label={t(`filter.groups.${g.id}`)}
            size="small"
            color={filter.groups.has(g.id) ? 'primary' : 'default'}
            variant={filter.groups.has(g.id) ? 'filled' : 'outlined'}
            onClick={() => toggle(g.id)}
            aria-pressed={filter.groups.has(g.id)}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 360 }}>
        <Typography variant="body2" id="ai-confidence-label" sx={{ whiteSpace: 'nowrap' }}>
          {t('filter.confidence', { percent: Math.round(filter.minScore * 100) })}
        </Typography>
        <Slider
          size="small"
          min={0.15}
          max={0.95}
          step={0.05}
          value={filter.minScore}
          onChange={(_, value) => onChange({ ...filter, minScore: value })}
          aria-labelledby="ai-confidence-label"
          data-testid="ai-confidence"
        />
      </Box>
    </Stack>
  );
}
