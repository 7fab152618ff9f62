// Draw workflow tools: polygon, line or point; live area or length in the user's units;
// crossing edges shown in red with a message (Save is refused by the page), and any other refusal
// of flightplan's site judge (too large, across the antimeridian, no area) as its sentence.
import {
  Alert,
  Box,
  Button,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatArea, formatDistance } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { type LngLat, type SiteFileIssue } from '@sortie/flightplan';
import { siteSaveErrorMessage } from '../utils/site-save-error.ts';
import {
  addVertex,
  canFinish,
  drawMeasures,
  emptyDraw,
  finishDraw,
  removeLastVertex,
  removeSelected,
  selectVertex,
  selectedIndex,
  type DrawMode,
  type DrawState,
} from '../../../lib/map/draw-geometry.ts';
import { useTranslation } from 'react-i18next';
import { measureText } from '../utils/site-i18n.ts';

const MODES: { value: DrawMode; labelKey: string }[] = [
  { value: 'polygon', labelKey: 'types.area' },
  { value: 'line', labelKey: 'types.corridor' },
  { value: 'point', labelKey: 'draw.point' },
];

const HINT_KEYS: Readonly<Record<DrawMode, string>> = {
  polygon: 'draw.hints.polygon',
  line: 'draw.hints.line',
  point: 'draw.hints.point',
};

/** The judge's refusal in the user's units: the same sentence as a refused save. */
export function drawIssueMessage(issue: SiteFileIssue, units: TUnitPreferences): string {
  return siteSaveErrorMessage(issue, units);
}

export function DrawSitePanel({
  state,
  onChange,
  intersecting,
  issue = null,
  units,
  centre,
}: {
  state: DrawState;
  onChange: (next: DrawState) => void;
  intersecting: boolean;
  /** Why the finished shape cannot be saved (other than crossing edges), or null. */
  issue?: SiteFileIssue | null;
  units: TUnitPreferences;
  /** The map's centre, for adding a point without a pointer. */
  centre: LngLat | null;
}) {
  const { t } = useTranslation('sites');
  const { areaM2, lengthM } = drawMeasures(state);
  const selected = state.mode === 'point' ? null : selectedIndex(state);
  const measure =
    areaM2 !== null
      ? t('draw.area', { size: measureText(formatArea(areaM2, units)) })
      : lengthM !== null
        ? t('draw.length', { size: measureText(formatDistance(lengthM, units)) })
        : state.vertices.length > 0
          ? t('draw.pointPlaced')
          : t('draw.noPoint');
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label={t('draw.shape')}
        value={state.mode}
        onChange={(_, mode: DrawMode | null) => mode && onChange(emptyDraw(mode))}
      >
        {MODES.map((m) => (
          <ToggleButton key={m.value} value={m.value} sx={{ textTransform: 'none' }}>
            {t(m.labelKey)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {t(HINT_KEYS[state.mode])} {t('draw.hints.keys')}
      </Typography>
      {state.mode !== 'point' && (
        <Typography variant="body2" color="text.secondary" id="draw-keyboard-hint">
          {t('draw.hints.keyboard')}
        </Typography>
      )}
      <Box
        aria-live="polite"
        sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover', fontWeight: 600 }}
      >
        {measure}
        {state.mode !== 'point' && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ ml: 1 }}
            data-testid="draw-point-count"
            data-count={state.vertices.length}
            data-finished={state.finished}
          >
            (
            {state.finished
              ? t('draw.pointsFinished', { count: state.vertices.length })
              : t('draw.points', { count: state.vertices.length })}
            )
          </Typography>
        )}
      </Box>
      {selected !== null && (
        <Stack
          direction="row"
          data-testid="draw-selection"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {t('draw.selected', { n: selected + 1, count: state.vertices.length })}
          </Typography>
          <Button size="small" color="error" onClick={() => onChange(removeSelected(state))}>
            {t('draw.removePoint')}
          </Button>
          <Button size="small" color="inherit" onClick={() => onChange(selectVertex(state, null))}>
            {t('draw.deselect')}
          </Button>
        </Stack>
      )}
      {intersecting && (
        <Alert severity="error" role="alert">
          {t('draw.selfIntersection')}
        </Alert>
      )}
      {issue && (
        <Alert severity="error" role="alert" data-testid="draw-issue">
          {drawIssueMessage(issue, units)}
        </Alert>
      )}
      <Button
        size="small"
        variant="outlined"
        disabled={!centre || (state.finished && state.mode !== 'point')}
        onClick={() => centre && onChange(addVertex(state, centre))}
      >
        {t('draw.addAtCentre')}
      </Button>
      {state.mode !== 'point' && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            disabled={!canFinish(state) || state.finished}
            onClick={() => onChange(finishDraw(state))}
          >
            {t('draw.finish')}
          </Button>
          <Button
            size="small"
            disabled={state.vertices.length === 0}
            onClick={() => onChange(removeLastVertex(state))}
          >
            {t('draw.undo')}
          </Button>
          <Button
            size="small"
            color="inherit"
            disabled={state.vertices.length === 0}
            onClick={() => onChange(emptyDraw(state.mode))}
          >
            {t('common:actions.clear')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
