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

const MODES: { value: DrawMode; label: string }[] = [
  { value: 'polygon', label: 'Area' },
  { value: 'line', label: 'Corridor' },
  { value: 'point', label: 'Point' },
];

const HINTS: Readonly<Record<DrawMode, string>> = {
  polygon:
    'Click the map to add corners. Drag a corner to move it. Double-click, click the first corner or press Enter to finish.',
  line: 'Click the map to add points along the corridor. Double-click or press Enter to finish.',
  point: 'Click the map to place the asset. Click again to move it.',
};

export const SELF_INTERSECTION_MESSAGE =
  'The edges of this shape cross each other. Move or remove a point so that they do not.';

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
  const { areaM2, lengthM } = drawMeasures(state);
  const selected = state.mode === 'point' ? null : selectedIndex(state);
  const measure =
    areaM2 !== null
      ? `Area: ${formatArea(areaM2, units).text}`
      : lengthM !== null
        ? `Length: ${formatDistance(lengthM, units).text}`
        : state.vertices.length > 0
          ? 'Point placed'
          : 'No point placed yet';
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label="Shape to draw"
        value={state.mode}
        onChange={(_, mode: DrawMode | null) => mode && onChange(emptyDraw(mode))}
      >
        {MODES.map((m) => (
          <ToggleButton key={m.value} value={m.value} sx={{ textTransform: 'none' }}>
            {m.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {HINTS[state.mode]} Backspace removes the last point, Escape starts over.
      </Typography>
      {state.mode !== 'point' && (
        <Typography variant="body2" color="text.secondary" id="draw-keyboard-hint">
          On the focused map: ] and [ select a point, arrow keys move it (Shift moves further),
          Delete removes it.
        </Typography>
      )}
      <Box
        aria-live="polite"
        sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover', fontWeight: 600 }}
      >
        {measure}
        {state.mode !== 'point' && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
            ({state.vertices.length} points{state.finished ? ', finished' : ''})
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
            Point {selected + 1} of {state.vertices.length} selected
          </Typography>
          <Button size="small" color="error" onClick={() => onChange(removeSelected(state))}>
            Remove point
          </Button>
          <Button size="small" color="inherit" onClick={() => onChange(selectVertex(state, null))}>
            Deselect
          </Button>
        </Stack>
      )}
      {intersecting && (
        <Alert severity="error" role="alert">
          {SELF_INTERSECTION_MESSAGE}
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
        Add point at map centre
      </Button>
      {state.mode !== 'point' && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            disabled={!canFinish(state) || state.finished}
            onClick={() => onChange(finishDraw(state))}
          >
            Finish shape
          </Button>
          <Button
            size="small"
            disabled={state.vertices.length === 0}
            onClick={() => onChange(removeLastVertex(state))}
          >
            Undo point
          </Button>
          <Button
            size="small"
            color="inherit"
            disabled={state.vertices.length === 0}
            onClick={() => onChange(emptyDraw(state.mode))}
          >
            Clear
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
